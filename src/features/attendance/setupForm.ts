import * as yup from 'yup'
import type { OutpassLeadHours, OutpassSetup, OutpassSetupRequest, OutpassType } from './attendanceApi.gen'
import { PASS_TYPES } from './labels'

export type SetupValues = {
  isEnabled: boolean
  requireGuardianApproval: boolean
  leadHours: Record<OutpassType, string>
  monthlyQuota: string
  curfewTime: string
  lateGraceMinutes: string
  autoApproveOutingHours: string
  autoSkipMeals: boolean
}

export const setupValues = (setup: OutpassSetup): SetupValues => ({
  isEnabled: setup.is_enabled,
  requireGuardianApproval: setup.require_guardian_approval,
  leadHours: Object.fromEntries(PASS_TYPES.map((type) => [type, String(setup.lead_hours[type])])) as Record<
    OutpassType,
    string
  >,
  monthlyQuota: setup.monthly_quota === null ? '' : String(setup.monthly_quota),
  curfewTime: setup.curfew_time,
  lateGraceMinutes: String(setup.late_grace_minutes),
  autoApproveOutingHours: String(setup.auto_approve_outing_hours),
  autoSkipMeals: setup.auto_skip_meals,
})

/** Contract field → form field, for the server's field errors. */
export const SETUP_FIELDS: Record<string, Exclude<keyof SetupValues, 'leadHours'>> = {
  monthly_quota: 'monthlyQuota',
  curfew_time: 'curfewTime',
  late_grace_minutes: 'lateGraceMinutes',
  auto_approve_outing_hours: 'autoApproveOutingHours',
}

const whole = (max: number, message: string) =>
  yup
    .string()
    .required(message)
    .matches(/^[0-9]+$/, message)
    .test('max', message, (value) => Number(value) <= max)

export const setupSchema = yup.object({
  leadHours: yup.object(
    Object.fromEntries(PASS_TYPES.map((type) => [type, whole(168, 'Enter 0 to 168 hours')])),
  ),
  monthlyQuota: yup
    .string()
    .matches(/^[0-9]*$/, 'Enter 0 to 31, or leave empty for no limit')
    .test('max', 'Enter 0 to 31, or leave empty for no limit', (value) => !value || Number(value) <= 31),
  curfewTime: yup
    .string()
    .required('Enter the curfew (HH:mm)')
    .matches(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Enter the curfew (HH:mm)'),
  lateGraceMinutes: whole(240, 'Enter 0 to 240 minutes'),
  autoApproveOutingHours: whole(12, 'Enter 0 to 12 hours'),
})

/** Every rule, as the form shows them all (the server changes only what differs). */
export const setupRequest = (values: SetupValues): OutpassSetupRequest => ({
  is_enabled: values.isEnabled,
  require_guardian_approval: values.requireGuardianApproval,
  lead_hours: Object.fromEntries(
    PASS_TYPES.map((type) => [type, Number(values.leadHours[type])]),
  ) as OutpassLeadHours,
  monthly_quota: values.monthlyQuota === '' ? null : Number(values.monthlyQuota),
  curfew_time: values.curfewTime,
  late_grace_minutes: Number(values.lateGraceMinutes),
  auto_approve_outing_hours: Number(values.autoApproveOutingHours),
  auto_skip_meals: values.autoSkipMeals,
})
