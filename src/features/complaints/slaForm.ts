import * as yup from 'yup'
import type {
  ComplaintPriority,
  ComplaintType,
  ComplaintTypeUpdateRequest,
  SlaTargets,
} from './complaintsApi'
import { PRIORITIES } from './complaintText'

type Target = 'response' | 'resolution'
export type SlaFieldName = `${ComplaintPriority}_${Target}`

/** A type's targets in hours as typed (one decimal), and whether new complaints may use it. */
export type SlaValues = Record<SlaFieldName, string> & { active: boolean }

const LIMITS: Record<Target, { min: number; max: number }> = {
  response: { min: 5, max: 43_200 },
  resolution: { min: 15, max: 129_600 },
}

export const fieldName = (priority: ComplaintPriority, target: Target): SlaFieldName =>
  `${priority}_${target}`

const hoursText = (minutes: number) => String(Math.round((minutes / 60) * 10) / 10)
const minutesOf = (hours: string) => Math.round(Number(hours) * 60)

export function slaValues(type: ComplaintType): SlaValues {
  const values = { active: type.is_active } as SlaValues
  for (const priority of PRIORITIES) {
    values[fieldName(priority, 'response')] = hoursText(type.sla_targets[priority].response_minutes)
    values[fieldName(priority, 'resolution')] = hoursText(type.sla_targets[priority].resolution_minutes)
  }
  return values
}

function hoursRule(target: Target) {
  const { min, max } = LIMITS[target]
  return yup
    .string()
    .required('Enter the hours')
    .test(
      'range',
      `Between ${min / 60 < 1 ? `${min} minutes` : `${min / 60} h`} and ${max / 60} h`,
      (value) => {
        const minutes = minutesOf(value ?? '')
        return Number.isFinite(minutes) && minutes >= min && minutes <= max
      },
    )
}

/** Each target within the contract's bounds, and each resolution no sooner than its response. */
export const slaSchema = yup.object(
  Object.fromEntries(
    PRIORITIES.flatMap((priority) => [
      [fieldName(priority, 'response'), hoursRule('response')],
      [
        fieldName(priority, 'resolution'),
        hoursRule('resolution').test(
          'after-response',
          'Resolution cannot come before the first response',
          function afterResponse(value) {
            const response = minutesOf(String(this.parent[fieldName(priority, 'response')] ?? ''))
            return !Number.isFinite(response) || minutesOf(value ?? '') >= response
          },
        ),
      ],
    ]),
  ),
)

export function slaRequest(values: SlaValues): ComplaintTypeUpdateRequest {
  const sla_targets = Object.fromEntries(
    PRIORITIES.map((priority) => [
      priority,
      {
        response_minutes: minutesOf(values[fieldName(priority, 'response')]),
        resolution_minutes: minutesOf(values[fieldName(priority, 'resolution')]),
      },
    ]),
  ) as SlaTargets
  return { sla_targets, is_active: values.active }
}

/** The server's `body.sla_targets.HIGH.resolution_minutes` as the form's `HIGH_resolution`. */
export function slaFieldOf(field: string): SlaFieldName | undefined {
  const match = /sla_targets\.(LOW|MEDIUM|HIGH|URGENT)\.(response|resolution)_minutes$/.exec(field)
  return match ? fieldName(match[1] as ComplaintPriority, match[2] as Target) : undefined
}
