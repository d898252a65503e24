import { duesAgeing } from '../../collections/ageing'
import { moneyFigures } from '../../collections/dues'
import type { Db } from '../../db/database'
import { expenseFigures } from '../../expenses/figures'
import { DEMO_OPERATOR } from '../../seed'
import { startTestServer, type TestServer } from '../../testing/testServer'
import type { ReportScope, ReportSheet, ReportType } from '../definition'
import { MONEY_REPORTS } from '../moneyReports'
import { buildMoneyFixture, type MoneyFixture } from './moneyFixture'

/** Each money report on a hand-built operator, against figures worked out by hand in moneyFixture.ts. */

let server: TestServer
let db: Db
let fixture: MoneyFixture
let scope: ReportScope

const build = async (type: ReportType, over: Partial<ReportScope> = {}): Promise<ReportSheet[]> => {
  const definition = MONEY_REPORTS.find((report) => report.type === type)
  if (!definition) throw new Error(`No money report ${type}`)
  const seen: number[] = []
  const sheets = await definition.build(db, { ...scope, ...over }, (done) => seen.push(done))
  expect(seen.every((done) => done >= 0 && done <= 1)).toBe(true)
  return sheets
}

/** The rows with only the keys asked for, to compare against the hand-made expectations. */
const pick = (sheet: ReportSheet, keys: string[]) =>
  sheet.rows.map((row) => Object.fromEntries(keys.map((key) => [key, row[key]])))

beforeAll(async () => {
  server = await startTestServer()
  db = server.app.db
  fixture = await buildMoneyFixture(db)
  scope = {
    operatorId: fixture.operatorId,
    propertyIds: [fixture.alpha, fixture.beta],
    from: '2026-11-01',
    to: '2026-11-30',
    asOf: '2026-11-25',
    now: new Date('2026-11-25T06:00:00.000Z'),
  }
})

afterAll(() => server.close())

test('the catalogue lists the ten money reports once each, in the money area', () => {
  expect(MONEY_REPORTS.map((report) => report.type).sort()).toEqual(
    [
      'COLLECTIONS_BY_MODE',
      'COLLECTIONS_BY_STAFF',
      'DEPOSIT_LEDGER',
      'DUES_AGEING',
      'EXPENSES_BY_CATEGORY',
      'EXPENSES_BY_VENDOR',
      'GST_SALES_REGISTER',
      'PROFIT_AND_LOSS',
      'RENT_ROLL',
      'TRANSACTIONS',
    ].sort(),
  )
  expect(MONEY_REPORTS.every((report) => report.area === 'MONEY' && report.description.length > 0)).toBe(true)
})

test('transactions: every SUCCESS payment of the period, oldest first; reverted and October ones left out', async () => {
  const [sheet] = await build('TRANSACTIONS')
  expect(pick(sheet, ['paid_on', 'tenant', 'mode', 'reference', 'collected_by', 'amount_paise'])).toEqual([
    { paid_on: '2026-11-02', tenant: 'Chitra Fixture', mode: 'NEFT', reference: 'N000000000000042', collected_by: 'No staff member', amount_paise: 1_200_000 },
    { paid_on: '2026-11-03', tenant: 'Asha Fixture', mode: 'Cash', reference: null, collected_by: 'Ravi Collector', amount_paise: 600_000 },
    { paid_on: '2026-11-04', tenant: 'Asha Fixture', mode: 'Cash', reference: null, collected_by: 'Ravi Collector', amount_paise: 30_000 },
    { paid_on: '2026-11-10', tenant: 'Bala Fixture', mode: 'UPI', reference: '631400001111', collected_by: 'No staff member', amount_paise: 1_600_000 },
    { paid_on: '2026-11-12', tenant: 'Bala Fixture', mode: 'UPI', reference: '631400003333', collected_by: 'No staff member', amount_paise: 560_000 },
  ])
  expect(sheet.rows.every((row) => /^FIX-2026-27\/\d{6}$/.test(String(row.receipt_number)))).toBe(true)
  expect(sheet.rows[1]).toMatchObject({ property: 'Fixture Alpha', room_bed: 'Alpha 101 / A', for: 'Rent Nov' })
  expect(sheet.totals).toMatchObject({ amount_paise: 3_990_000 })
})

test('collections by mode and by staff member: counts and sums of the same payments', async () => {
  const [byMode] = await build('COLLECTIONS_BY_MODE')
  expect(byMode.rows).toEqual([
    { name: 'UPI', payments: 2, amount_paise: 2_160_000 },
    { name: 'NEFT', payments: 1, amount_paise: 1_200_000 },
    { name: 'Cash', payments: 2, amount_paise: 630_000 },
  ])
  expect(byMode.totals).toEqual({ name: 'Total', payments: 5, amount_paise: 3_990_000 })
  const [byStaff] = await build('COLLECTIONS_BY_STAFF')
  expect(byStaff.rows).toEqual([
    { name: 'No staff member', payments: 3, amount_paise: 3_360_000 },
    { name: 'Ravi Collector', payments: 2, amount_paise: 630_000 },
  ])
  expect(byStaff.totals).toEqual({ name: 'Total', payments: 5, amount_paise: 3_990_000 })
})

test('expenses by category and vendor: recorded ones of the period with the shared expense’s shares; voided and October ones out', async () => {
  const [byCategory] = await build('EXPENSES_BY_CATEGORY')
  const { first, second, third } = fixture.categories
  expect(byCategory.rows).toEqual([
    { name: first, expenses: 1, amount_paise: 300_000, tax_paise: 45_763 },
    { name: second, expenses: 1, amount_paise: 200_000, tax_paise: 0 },
    { name: third, expenses: 1, amount_paise: 120_000, tax_paise: 18_305 },
  ])
  expect(byCategory.totals).toEqual({ name: 'Total', expenses: 3, amount_paise: 620_000, tax_paise: 64_068 })
  const [byVendor] = await build('EXPENSES_BY_VENDOR')
  expect(pick(byVendor, ['name', 'amount_paise'])).toEqual([
    { name: 'FixIt Services', amount_paise: 300_000 },
    { name: 'No vendor', amount_paise: 200_000 },
    { name: 'NetCo Broadband', amount_paise: 120_000 },
  ])
  const [betaOnly] = await build('EXPENSES_BY_VENDOR', { propertyIds: [fixture.beta] })
  expect(pick(betaOnly, ['name', 'amount_paise'])).toEqual([
    { name: 'No vendor', amount_paise: 200_000 },
    { name: 'NetCo Broadband', amount_paise: 40_000 },
  ])
})

test('P&L: income by charge without deposits, expenses by category, net operating income per property and in all', async () => {
  const sheets = await build('PROFIT_AND_LOSS')
  expect(sheets.map((sheet) => sheet.name)).toEqual(['Fixture Alpha', 'Fixture Beta', 'All selected properties'])
  const { first, second, third } = fixture.categories
  const [alpha, beta, all] = sheets
  expect(pick(alpha, ['line', 'amount_paise'])).toEqual([
    { line: 'Rent', amount_paise: 1_160_000 },
    { line: 'Maintenance', amount_paise: 30_000 },
    { line: 'Total income', amount_paise: 1_190_000 },
    { line: first, amount_paise: 300_000 },
    { line: third, amount_paise: 80_000 },
    { line: 'Total expenses', amount_paise: 380_000 },
    { line: 'Deposits received (held, not income)', amount_paise: 1_600_000 },
  ])
  expect(alpha.totals).toMatchObject({ section: 'Net operating income', amount_paise: 810_000 })
  expect(pick(beta, ['line', 'amount_paise'])).toEqual([
    { line: 'Rent', amount_paise: 1_200_000 },
    { line: 'Total income', amount_paise: 1_200_000 },
    { line: second, amount_paise: 200_000 },
    { line: third, amount_paise: 40_000 },
    { line: 'Total expenses', amount_paise: 240_000 },
    { line: 'Deposits received (held, not income)', amount_paise: 0 },
  ])
  expect(beta.totals).toMatchObject({ amount_paise: 960_000 })
  expect(all.rows.find((row) => row.line === 'Total income')?.amount_paise).toBe(2_390_000)
  expect(all.rows.find((row) => row.line === 'Total expenses')?.amount_paise).toBe(620_000)
  expect(all.totals).toMatchObject({ amount_paise: 1_770_000 })
  // The dashboard's figures: income (received less deposits) less expenses is this NOI; deposits are the memo line.
  const money = await moneyFigures(db, { ...scope, date: scope.asOf })
  const spent = await expenseFigures(db, scope)
  expect([money.received_paise, spent.total_paise]).toEqual([3_990_000, 620_000])
  const deposits = all.rows.find((row) => row.section === 'Memo')?.amount_paise
  expect(money.deposits_received_paise).toBe(deposits)
  expect(money.received_paise - money.deposits_received_paise - spent.total_paise).toBe(all.totals?.amount_paise)
})

test('GST sales register: receipts at the registered property only, tax apportioned to the part paid, deposits out', async () => {
  const [sheet] = await build('GST_SALES_REGISTER')
  expect(
    pick(sheet, ['paid_on', 'tenant', 'place_of_supply', 'sac', 'taxable_paise', 'exempt_paise', 'nil_paise', 'rate_bps', 'cgst_paise', 'sgst_paise']),
  ).toEqual([
    { paid_on: '2026-11-03', tenant: 'Asha Fixture', place_of_supply: 'Karnataka', sac: '9963', taxable_paise: 535_714, exempt_paise: 0, nil_paise: 0, rate_bps: 1200, cgst_paise: 32_143, sgst_paise: 32_143 },
    { paid_on: '2026-11-04', tenant: 'Asha Fixture', place_of_supply: 'Karnataka', sac: '9963', taxable_paise: 0, exempt_paise: 30_000, nil_paise: 0, rate_bps: 0, cgst_paise: 0, sgst_paise: 0 },
    { paid_on: '2026-11-12', tenant: 'Bala Fixture', place_of_supply: 'Karnataka', sac: '9963', taxable_paise: 500_000, exempt_paise: 0, nil_paise: 0, rate_bps: 1200, cgst_paise: 30_000, sgst_paise: 30_000 },
  ])
  expect(sheet.rows.every((row) => row.tenant_gstin === null && row.property_gstin === '29ABCDE1234F1Z5')).toBe(true)
  expect(sheet.totals).toMatchObject({ taxable_paise: 1_035_714, exempt_paise: 30_000, nil_paise: 0, cgst_paise: 62_143, sgst_paise: 62_143 })
})

test('dues ageing: each owed past-due collection in its bucket; totals equal the dashboard’s shared ageing', async () => {
  const [buckets, owed] = await build('DUES_AGEING')
  expect(pick(owed, ['bucket', 'tenant', 'title', 'due_date', 'days_past_due', 'amount_paise', 'balance_paise'])).toEqual([
    { bucket: 'Over 90 days', tenant: 'Asha Fixture', title: 'Electricity Aug', due_date: '2026-08-20', days_past_due: 97, amount_paise: 150_000, balance_paise: 150_000 },
    { bucket: '61–90 days', tenant: 'Chitra Fixture', title: 'Electricity Sep', due_date: '2026-09-10', days_past_due: 76, amount_paise: 80_000, balance_paise: 80_000 },
    { bucket: '31–60 days', tenant: 'Asha Fixture', title: 'Rent Oct', due_date: '2026-10-01', days_past_due: 55, amount_paise: 1_000_000, balance_paise: 1_000_000 },
    { bucket: '1–30 days', tenant: 'Asha Fixture', title: 'Rent Nov', due_date: '2026-11-01', days_past_due: 24, amount_paise: 1_000_000, balance_paise: 400_000 },
  ])
  expect(buckets.rows).toEqual([
    { bucket: '1–30 days', dues: 1, balance_paise: 400_000 },
    { bucket: '31–60 days', dues: 1, balance_paise: 1_000_000 },
    { bucket: '61–90 days', dues: 1, balance_paise: 80_000 },
    { bucket: 'Over 90 days', dues: 1, balance_paise: 150_000 },
  ])
  expect(buckets.totals).toEqual({ bucket: 'Total', dues: 4, balance_paise: 1_630_000 })
  const dashboard = await duesAgeing(db, scope.propertyIds, scope.asOf)
  expect(buckets.rows.map((row) => row.balance_paise)).toEqual([
    dashboard.d1_30_paise,
    dashboard.d31_60_paise,
    dashboard.d61_90_paise,
    dashboard.d90_plus_paise,
  ])
  expect(dashboard.total_paise).toBe(1_630_000)
})

test('rent roll: the residents on the day per property, with rent, deposit held, dates and dues owed', async () => {
  const [alpha, beta] = await build('RENT_ROLL')
  expect([alpha.name, beta.name]).toEqual(['Fixture Alpha', 'Fixture Beta'])
  expect(pick(alpha, ['tenant', 'room', 'bed', 'rent_paise', 'deposit_held_paise', 'move_in_date', 'notice_date', 'leaving_date', 'dues_paise'])).toEqual([
    { tenant: 'Asha Fixture', room: 'Alpha 101', bed: 'A', rent_paise: 1_000_000, deposit_held_paise: 2_000_000, move_in_date: '2026-09-01', notice_date: null, leaving_date: null, dues_paise: 1_550_000 },
    { tenant: 'Bala Fixture', room: 'Alpha 101', bed: 'B', rent_paise: 800_000, deposit_held_paise: 1_600_000, move_in_date: '2026-11-10', notice_date: '2026-11-20', leaving_date: '2026-12-19', dues_paise: 50_000 },
  ])
  expect(alpha.totals).toMatchObject({ rent_paise: 1_800_000, deposit_held_paise: 3_600_000, dues_paise: 1_600_000 })
  // Chitra left on 15 Nov: on the 14th she is on Beta's roll, with her deposit still held.
  expect(beta.rows).toEqual([])
  const [, betaBefore] = await build('RENT_ROLL', { asOf: '2026-11-14', from: '2026-11-14', to: '2026-11-14' })
  expect(pick(betaBefore, ['tenant', 'deposit_held_paise', 'leaving_date'])).toEqual([
    { tenant: 'Chitra Fixture', deposit_held_paise: 2_400_000, leaving_date: '2026-11-15' },
  ])
})

test('deposit ledger: opening + received − used − refunded = closing per resident', async () => {
  const [sheet] = await build('DEPOSIT_LEDGER')
  expect(pick(sheet, ['property', 'tenant', 'opening_paise', 'received_paise', 'adjusted_paise', 'refunded_paise', 'closing_paise'])).toEqual([
    { property: 'Fixture Alpha', tenant: 'Asha Fixture', opening_paise: 2_000_000, received_paise: 0, adjusted_paise: 0, refunded_paise: 0, closing_paise: 2_000_000 },
    { property: 'Fixture Alpha', tenant: 'Bala Fixture', opening_paise: 0, received_paise: 1_600_000, adjusted_paise: 0, refunded_paise: 0, closing_paise: 1_600_000 },
    { property: 'Fixture Beta', tenant: 'Chitra Fixture', opening_paise: 2_400_000, received_paise: 0, adjusted_paise: 500_000, refunded_paise: 1_900_000, closing_paise: 0 },
  ])
  expect(sheet.totals).toMatchObject({ opening_paise: 4_400_000, received_paise: 1_600_000, adjusted_paise: 500_000, refunded_paise: 1_900_000, closing_paise: 3_600_000 })
  // September: Asha's in-hand deposit arrives with her move-in.
  const [september] = await build('DEPOSIT_LEDGER', { from: '2026-09-01', to: '2026-09-30' })
  expect(september.rows.find((row) => row.tenant === 'Asha Fixture')).toMatchObject({ opening_paise: 0, received_paise: 2_000_000, closing_paise: 2_000_000 })
})

test('another operator’s data never appears, even with its property ids in the scope', async () => {
  const demo = await db
    .selectFrom('operators')
    .select('id')
    .where('phone_no', '=', DEMO_OPERATOR.phone.national)
    .executeTakeFirstOrThrow()
  const demoProperties = (
    await db.selectFrom('properties').select('id').where('operator_id', '=', demo.id).execute()
  ).map((property) => property.id)
  const wide = { from: '2025-04-01', to: '2027-03-31' }
  for (const report of MONEY_REPORTS) {
    const mixed = await build(report.type, { propertyIds: [...scope.propertyIds, ...demoProperties] })
    expect(mixed).toEqual(await build(report.type))
    const theirs = await build(report.type, { operatorId: demo.id, propertyIds: demoProperties, ...wide })
    const text = JSON.stringify(theirs)
    expect(text).not.toContain('Fixture')
    const stolen = await build(report.type, { operatorId: demo.id, propertyIds: scope.propertyIds, ...wide })
    const figures = stolen.flatMap((sheet) =>
      sheet.rows.flatMap((row) => Object.values(row).filter((value) => typeof value === 'number')),
    )
    expect(figures.every((value) => value === 0)).toBe(true)
    expect(JSON.stringify(stolen)).not.toContain('Fixture')
  }
})
