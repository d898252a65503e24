import { emailList, generateFieldErrors, generateRequest, generateSchema, generateValues } from './generateForm'
import type { ReportTypeInfo } from './reportsApi'

const TODAY = '2026-11-25'
const period: ReportTypeInfo = {
  report_type: 'RENT_ROLL',
  area: 'MONEY',
  title: 'Rent roll',
  description: '',
  takes: 'period',
}
const asOf: ReportTypeInfo = { ...period, report_type: 'DUES_AGEING', title: 'Dues ageing', takes: 'as_of' }

const errorsOf = async (type: ReportTypeInfo, change: Partial<ReturnType<typeof generateValues>>) => {
  try {
    await generateSchema(type.takes, TODAY).validate({ ...generateValues(TODAY), ...change }, { abortEarly: false })
    return {}
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] }
    return Object.fromEntries(inner.map((item) => [item.path, item.message]))
  }
}

describe('the report form', () => {
  it('sends a period report with its dates and no as-of day, all properties by leaving them out', () => {
    expect(generateRequest(period, generateValues(TODAY))).toEqual({
      report_type: 'RENT_ROLL',
      format: 'XLSX',
      from_date: '2026-11-01',
      to_date: '2026-11-30',
    })
  })

  it('sends an as-of report with its day, the chosen properties and the addresses once each', () => {
    const values = { ...generateValues(TODAY), propertyIds: [3, 7], format: 'PDF' as const, emails: 'a@b.in, c@d.in a@b.in' }
    expect(generateRequest(asOf, values)).toEqual({
      report_type: 'DUES_AGEING',
      format: 'PDF',
      property_ids: [3, 7],
      as_of: TODAY,
      emails: ['a@b.in', 'c@d.in'],
    })
  })

  it('refuses a period that ends before it starts or is longer than 366 days', async () => {
    expect(await errorsOf(period, { fromDate: '2026-11-10', toDate: '2026-11-01' })).toEqual({
      toDate: 'The last day cannot be before the first',
    })
    expect(await errorsOf(period, { fromDate: '2025-01-01', toDate: '2026-01-02' })).toEqual({
      toDate: 'A report covers at most 366 days',
    })
  })

  it('asks an as-of report for a day not after today and ignores the period', async () => {
    expect(await errorsOf(asOf, { asOf: '2026-11-26', fromDate: '', toDate: '' })).toEqual({
      asOf: 'Choose today (25/11/2026) or an earlier day',
    })
  })

  it('names the addresses that are not e-mail addresses, and refuses a sixth', async () => {
    expect(await errorsOf(period, { emails: 'owner@pg.in, not-an-address' })).toEqual({
      emails: 'Not an e-mail address: not-an-address',
    })
    expect(await errorsOf(period, { emails: 'a@x.in b@x.in c@x.in d@x.in e@x.in f@x.in' })).toEqual({
      emails: 'At most 5 addresses',
    })
    expect(emailList(' a@x.in;\nb@x.in ')).toEqual(['a@x.in', 'b@x.in'])
  })

  it('puts a server error on an item of a list next to the list', () => {
    const error = {
      status: 400,
      data: { message: 'Bad', errors: [{ field: 'body.emails.1', message: 'Not an e-mail address' }] },
    }
    expect(generateFieldErrors(error)).toEqual({ emails: 'Not an e-mail address' })
    expect(
      generateFieldErrors({ data: { message: 'x', errors: [{ field: 'body.as_of', message: 'Not taken' }] } }),
    ).toEqual({ asOf: 'Not taken' })
  })
})
