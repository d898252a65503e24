import * as yup from 'yup'
import { serverFieldErrors } from '../../app/core/serverErrors'
import { formatDate } from '../../design-system/format'
import { presetRange, type PeriodPreset } from './periods'
import type { ReportFormat, ReportJobRequest, ReportTypeInfo } from './reportsApi'

/** At most 5 addresses per report (contract ReportEmailAddresses). */
export const MAX_EMAILS = 5
/** A period report covers at most 366 days (contract generateReport). */
export const MAX_PERIOD_DAYS = 366

export type GenerateValues = {
  propertyIds: number[]
  preset: PeriodPreset
  fromDate: string
  toDate: string
  asOf: string
  format: ReportFormat
  /** Addresses separated by commas, spaces or new lines. */
  emails: string
}
export type GenerateField = keyof GenerateValues

/** Every property, this month (or today for an as-of report), as a spreadsheet. */
export function generateValues(today: string): GenerateValues {
  const month = presetRange('this_month', today)
  return {
    propertyIds: [],
    preset: 'this_month',
    fromDate: month?.from ?? today,
    toDate: month?.to ?? today,
    asOf: today,
    format: 'XLSX',
    emails: '',
  }
}

/** The addresses typed, without blanks or repeats. */
export const emailList = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((address) => address.trim())
      .filter(Boolean),
  ),
]

const EMAIL = yup.string().email()
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1

/** Up to 5 addresses, each a valid e-mail address; the invalid ones are named. */
export const emailsSchema = yup
  .string()
  .test('count', `At most ${MAX_EMAILS} addresses`, (value) => emailList(value ?? '').length <= MAX_EMAILS)
  .test('valid', 'Not an e-mail address', function check(value) {
    const bad = emailList(value ?? '').filter((address) => !EMAIL.isValidSync(address))
    return bad.length === 0 || this.createError({ message: `Not an e-mail address: ${bad.join(', ')}` })
  })

export const generateSchema = (takes: ReportTypeInfo['takes'], today: string) =>
  yup.object({
    fromDate:
      takes === 'period' ? yup.string().required('Choose the first day of the period') : yup.string(),
    toDate:
      takes === 'period'
        ? yup
            .string()
            .required('Choose the last day of the period')
            .test('order', 'The last day cannot be before the first', function check(value) {
              const from: string = this.parent.fromDate
              return !value || !from || value >= from
            })
            .test('length', `A report covers at most ${MAX_PERIOD_DAYS} days`, function check(value) {
              const from: string = this.parent.fromDate
              return !value || !from || value < from || days(from, value) <= MAX_PERIOD_DAYS
            })
        : yup.string(),
    asOf:
      takes === 'as_of'
        ? yup
            .string()
            .required('Choose the day the report is as of')
            .test('not-future', `Choose today (${formatDate(today)}) or an earlier day`, (value) => !value || value <= today)
        : yup.string(),
    emails: emailsSchema,
  })

/** The request for a report type: only the dates its kind takes, properties only when some are chosen. */
export function generateRequest(type: ReportTypeInfo, values: GenerateValues): ReportJobRequest {
  const emails = emailList(values.emails)
  return {
    report_type: type.report_type,
    format: values.format,
    ...(values.propertyIds.length > 0 ? { property_ids: values.propertyIds } : {}),
    ...(type.takes === 'period' ? { from_date: values.fromDate, to_date: values.toDate } : { as_of: values.asOf }),
    ...(emails.length > 0 ? { emails } : {}),
  }
}

const FIELDS: Record<string, GenerateField> = {
  property_ids: 'propertyIds',
  from_date: 'fromDate',
  to_date: 'toDate',
  as_of: 'asOf',
  format: 'format',
  emails: 'emails',
}

/** Server field errors by form field; `body.emails.2` and `body.property_ids.0` name their list. */
export function generateFieldErrors(error: unknown): Partial<Record<GenerateField, string>> {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined
  if (typeof data !== 'object' || data === null || !('errors' in data) || !Array.isArray(data.errors))
    return serverFieldErrors(error, FIELDS)
  const errors: unknown[] = data.errors
  const listed = errors.map((item) =>
    typeof item === 'object' && item !== null && 'field' in item && typeof item.field === 'string'
      ? { ...item, field: item.field.replace(/(\.\d+)+$/, '') }
      : item,
  )
  return serverFieldErrors({ data: { ...data, errors: listed } }, FIELDS)
}
