import type { ReportDefinition } from './definition'
import { COMPLAINT_SLA } from './operations/complaintSla'
import { FORM_III } from './operations/formIII'
import { MEAL_HEADCOUNT } from './operations/mealHeadcount'
import { NOTICES_AND_MOVE_OUTS } from './operations/noticesAndMoveOuts'
import { OCCUPANCY } from './operations/occupancy'
import { OUTPASS_REGISTER } from './operations/outpassRegister'
import { POLICE_VERIFICATION } from './operations/policeVerification'

/** Reports of occupancy, compliance and operations: bed-nights, movements, registers, SLA, meals and passes. */
export const OPERATIONS_REPORTS: ReportDefinition[] = [
  OCCUPANCY,
  NOTICES_AND_MOVE_OUTS,
  POLICE_VERIFICATION,
  FORM_III,
  COMPLAINT_SLA,
  MEAL_HEADCOUNT,
  OUTPASS_REGISTER,
]
