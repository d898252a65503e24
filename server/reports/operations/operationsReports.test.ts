import type { Db } from '../../db/database'
import type { IsoDate } from '../../db/schema'
import { createOperator } from '../../operators/operators'
import { DEMO_OPERATOR } from '../../seed/demoOperators'
import { startTestServer, type TestServer } from '../../testing/testServer'
import type { ReportDefinition, ReportScope, ReportSheet } from '../definition'
import { OPERATIONS_REPORTS } from '../operationsReports'

const STAMP = '2026-10-01T00:00:00.000Z'

/**
 * A fresh operator with one small PG (the clock reads 2026-11-22 10:00 IST): room 101 (2-sharing, non-AC, beds A and
 * B), room 102 (single, AC, bed A lettable, bed B inactive). Asha stays in 101-A from 1 Nov, open-ended; Bilal, from
 * Bangladesh, stays in 101-B from 10 to 15 Nov and has moved out. Complaints, passes, staff and meals around them.
 */
async function seedSmallPg(db: Db, now: () => Date) {
  const operator = await createOperator(db, now, {
    phone: { dialCode: '+91', national: '9000011111' },
    name: 'Meera Iyer',
    brand: null,
    email: null,
    countryIso: 'IN',
    cityId: null,
    propertyCount: 1,
  })
  if (!operator) throw new Error('India is not among the seeded countries')
  const property = await db
    .insertInto('properties')
    .values({
      operator_id: operator.id,
      name: 'Iyer PG',
      property_type: 'PG',
      gender: 'COED',
      description: null,
      image: null,
      address_line1: '1 MG Road',
      address_line2: null,
      locality: null,
      city_id: null,
      city_name: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
      contact_phone: null,
      manager_name: null,
      curfew_time: null,
      gstin: null,
      pan: null,
      upi_id: null,
      payee_name: null,
      created_at: STAMP,
      updated_at: STAMP,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const floor = await db
    .insertInto('floors')
    .values({ property_id: property.id, name: 'Ground', level: 0, created_at: STAMP })
    .returning('id')
    .executeTakeFirstOrThrow()
  const room = async (name: string, sharing: number, isAc: 0 | 1) =>
    (
      await db
        .insertInto('rooms')
        .values({
          property_id: property.id,
          floor_id: floor.id,
          room_type_id: null,
          name,
          sharing,
          is_ac: isAc,
          bath_type: 'COMMON',
          rent_paise: 800_000,
          meter_number: null,
          area_sqft: null,
          created_at: STAMP,
          updated_at: STAMP,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  const bed = async (roomId: number, name: string, isActive: 0 | 1 = 1) =>
    (
      await db
        .insertInto('beds')
        .values({
          property_id: property.id,
          room_id: roomId,
          name,
          rent_override_paise: null,
          is_active: isActive,
          created_at: STAMP,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  const shared = await room('101', 2, 0)
  const single = await room('102', 1, 1)
  const bedA = await bed(shared, 'A')
  const bedB = await bed(shared, 'B')
  await bed(single, 'A')
  await bed(single, 'B', 0)
  const tenant = async (name: string, phone: string, moveIn: IsoDate, extra: Record<string, string | null>) =>
    (
      await db
        .insertInto('tenants')
        .values({
          operator_id: operator.id,
          property_id: property.id,
          name,
          dial_code: '+91',
          phone_no: phone,
          gender: 'MALE',
          rent_paise: 800_000,
          deposit_paise: 500_000,
          move_in_date: moveIn,
          created_at: STAMP,
          updated_at: STAMP,
          ...extra,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  const asha = await tenant('Asha Rao', '9000022222', '2026-11-01', {
    kyc_id_type: 'AADHAAR',
    kyc_id_last4: '1234',
    police_verification_status: 'VERIFIED',
    police_verification_date: '2026-11-05',
  })
  const bilal = await tenant('Bilal Khan', '9000033333', '2026-11-10', {
    kyc_id_type: 'PASSPORT',
    kyc_id_last4: '9876',
    nationality: 'BD',
    passport_last4: '9876',
    visa_type: 'STUDENT',
    visa_expiry_date: '2027-06-30',
  })
  const stay = (tenantId: number, bedId: number, start: IsoDate, moveOut: IsoDate | null) =>
    db
      .insertInto('allotments')
      .values({
        property_id: property.id,
        bed_id: bedId,
        tenant_id: tenantId,
        start_date: start,
        end_date: null,
        move_out_date: moveOut,
        rent_paise: 800_000,
        deposit_paise: 500_000,
        created_at: STAMP,
        unlinked_at: null,
        unlink_reason: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  await stay(asha, bedA, '2026-11-01', null)
  const bilalStay = await stay(bilal, bedB, '2026-11-10', '2026-11-15')
  await db
    .insertInto('offboardings')
    .values([
      {
        operator_id: operator.id,
        tenant_id: bilal,
        allotment_id: bilalStay.id,
        status: 'COMPLETED',
        notice_date: '2026-11-01',
        move_out_date: '2026-11-15',
        actual_move_out_date: '2026-11-15',
        settlement: JSON.stringify({
          deposit_paise: 500_000,
          deductions_total_paise: 100_000,
          refund_paise: 400_000,
          payable_paise: 0,
        }),
        reason: null,
        remarks: null,
        reject_reason: null,
        refund_status: 'PENDING',
        refund_mode: null,
        refund_reference: null,
        refund_date: null,
        final_meter_reading: null,
        collection_id: null,
        raised_by_name: 'Meera Iyer',
        raised_at: '2026-11-01T05:00:00.000Z',
        completed_at: '2026-11-15T05:00:00.000Z',
      },
      {
        operator_id: operator.id,
        tenant_id: asha,
        allotment_id: null,
        status: 'REJECTED',
        notice_date: '2026-11-03',
        move_out_date: '2026-12-03',
        actual_move_out_date: null,
        settlement: null,
        reason: null,
        remarks: null,
        reject_reason: 'Stays on',
        refund_status: 'NOT_APPLICABLE',
        refund_mode: null,
        refund_reference: null,
        refund_date: null,
        final_meter_reading: null,
        collection_id: null,
        raised_by_name: 'Meera Iyer',
        raised_at: '2026-11-03T05:00:00.000Z',
        completed_at: null,
      },
    ])
    .execute()
  await db
    .insertInto('stored_files')
    .values({
      id: 'report-test-ack',
      operator_id: operator.id,
      purpose: 'TENANT_DOCUMENT',
      file_name: 'ack.pdf',
      content_type: 'application/pdf',
      size_bytes: 10,
      created_at: STAMP,
    })
    .execute()
  await db
    .insertInto('tenant_documents')
    .values({
      operator_id: operator.id,
      tenant_id: asha,
      file_id: 'report-test-ack',
      name: 'Police acknowledgement',
      category: 'POLICE_VERIFICATION',
      kyc_id_type: null,
      verification_status: 'VERIFIED',
      agreement_id: null,
      created_at: STAMP,
      updated_at: STAMP,
    })
    .execute()
  const staff = async (name: string, phone: string, joinedOn: IsoDate, isActive: 0 | 1) =>
    (
      await db
        .insertInto('staff')
        .values({
          operator_id: operator.id,
          name,
          dial_code: '+91',
          phone_number: phone,
          email: null,
          role: 'WARDEN',
          all_properties: 0,
          police_verification_status: 'SUBMITTED',
          police_verification_date: '2026-11-02',
          joined_on: joinedOn,
          monthly_salary_paise: null,
          is_active: isActive,
          created_at: STAMP,
          updated_at: STAMP,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  const warden = await staff('Chandra Das', '9000044444', '2026-10-01', 1)
  const gone = await staff('Deepa Nair', '9000055555', '2026-10-01', 0)
  const later = await staff('Esha Gupta', '9000066666', '2026-12-01', 1)
  await db
    .insertInto('staff_properties')
    .values([warden, gone, later].map((id) => ({ staff_id: id, property_id: property.id })))
    .execute()
  return { operatorId: operator.id, propertyId: property.id, asha, bilal }
}

type Seeded = Awaited<ReturnType<typeof seedSmallPg>>

const complaint = (seeded: Seeded, ticket: string, fields: Record<string, string | number | null>) => ({
  operator_id: seeded.operatorId,
  ticket_number: ticket,
  property_id: seeded.propertyId,
  type_id: 1,
  priority: 'HIGH' as const,
  status: 'OPEN' as const,
  title: ticket,
  raised_by_name: 'Asha Rao',
  raised_at: STAMP,
  updated_at: STAMP,
  clock_started_at: STAMP,
  response_minutes: 60,
  resolution_minutes: 480,
  ...fields,
})

async function seedComplaints(db: Db, seeded: Seeded) {
  const raised = (at: string) => ({ raised_at: at, updated_at: at, clock_started_at: at })
  await db
    .insertInto('complaints')
    .values([
      // Answered in 30 min, resolved in 5.5 h of 8: met (and closed by the 7-day rule since).
      complaint(seeded, 'T-1', {
        ...raised('2026-11-05T04:30:00.000Z'),
        status: 'RESOLVED',
        first_response_at: '2026-11-05T05:00:00.000Z',
        resolved_at: '2026-11-05T10:00:00.000Z',
      }),
      // Answered after 2 h of 1, still in progress 12 days on: both breached.
      complaint(seeded, 'T-2', {
        ...raised('2026-11-10T04:30:00.000Z'),
        status: 'IN_PROGRESS',
        first_response_at: '2026-11-10T06:30:00.000Z',
      }),
      // 1 Nov 01:30 IST, the period's first day; declined without an answer.
      complaint(seeded, 'T-3', { ...raised('2026-10-31T20:00:00.000Z'), status: 'DECLINED' }),
      // 31 Oct 23:30 IST: before the period.
      complaint(seeded, 'T-4', raised('2026-10-31T18:00:00.000Z')),
    ])
    .execute()
}

async function seedPasses(db: Db, seeded: Seeded) {
  const pass = (fields: {
    type: 'DAY_OUTING' | 'NIGHT_OUT' | 'HOME_LEAVE'
    state: 'OUT' | 'RETURNED' | 'APPROVED'
    from_at: string
    to_at: string
    actual_out_at?: string
    actual_in_at?: string
  }) => ({
    operator_id: seeded.operatorId,
    property_id: seeded.propertyId,
    tenant_id: seeded.asha,
    destination: 'Home',
    reason: 'Visit',
    created_at: STAMP,
    updated_at: STAMP,
    ...fields,
  })
  const passes = await db
    .insertInto('outpasses')
    .values([
      // Back 60 min after the return time (grace 15): returned late.
      pass({
        type: 'NIGHT_OUT',
        state: 'RETURNED',
        from_at: '2026-11-06T13:00:00.000Z',
        to_at: '2026-11-07T04:30:00.000Z',
        actual_out_at: '2026-11-06T13:10:00.000Z',
        actual_in_at: '2026-11-07T05:30:00.000Z',
      }),
      // Back 10 min late, within the grace: returned.
      pass({
        type: 'DAY_OUTING',
        state: 'RETURNED',
        from_at: '2026-11-12T05:00:00.000Z',
        to_at: '2026-11-12T09:00:00.000Z',
        actual_out_at: '2026-11-12T05:00:00.000Z',
        actual_in_at: '2026-11-12T09:10:00.000Z',
      }),
      // After the period.
      pass({
        type: 'HOME_LEAVE',
        state: 'APPROVED',
        from_at: '2026-11-25T04:30:00.000Z',
        to_at: '2026-11-28T04:30:00.000Z',
      }),
      // Due back 20 Nov 14:00 UTC and still out at 22 Nov 04:30 UTC: overdue by 2,310 min.
      pass({
        type: 'DAY_OUTING',
        state: 'OUT',
        from_at: '2026-11-20T10:00:00.000Z',
        to_at: '2026-11-20T14:00:00.000Z',
        actual_out_at: '2026-11-20T10:00:00.000Z',
      }),
    ])
    .returning('id')
    .execute()
  const [late, onTime] = passes
  await db
    .insertInto('outpass_events')
    .values([
      { outpass_id: late.id, event: 'REQUESTED', at: STAMP, by_staff_id: null, by_name: 'Asha Rao', remarks: null },
      { outpass_id: late.id, event: 'APPROVED', at: STAMP, by_staff_id: null, by_name: 'Chandra Das', remarks: null },
      { outpass_id: onTime.id, event: 'AUTO_APPROVED', at: STAMP, by_staff_id: null, by_name: null, remarks: null },
    ])
    .execute()
  return onTime.id
}

/** Food on; Asha opted in to dinner (veg), Bilal to lunch and dinner; on 12 Nov Bilal skips dinner, Asha is away. */
async function seedMeals(db: Db, seeded: Seeded, passId: number) {
  const base = { operator_id: seeded.operatorId, property_id: seeded.propertyId }
  await db
    .insertInto('food_setups')
    .values({
      ...base,
      is_enabled: 1,
      billing_mode: 'INCLUDED_IN_RENT',
      monthly_price_paise: null,
      rebate_per_day_paise: null,
      diets_json: '["VEG","NON_VEG"]',
      default_opt_in: 0,
      default_meal_types_json: '[]',
      default_diet: 'VEG',
      rebate_rule: 'NONE',
      rebate_min_absence_days: 7,
      rebate_max_days_per_month: 15,
      updated_at: STAMP,
    })
    .execute()
  const optIn = (tenantId: number, meals: string[], diet: 'VEG' | 'NON_VEG', start: IsoDate) => ({
    ...base,
    tenant_id: tenantId,
    meal_types_json: JSON.stringify(meals),
    diet,
    start_date: start,
    end_date: null,
    created_at: STAMP,
    updated_at: STAMP,
  })
  await db
    .insertInto('food_opt_ins')
    .values([
      optIn(seeded.asha, ['DINNER'], 'VEG', '2026-11-01'),
      optIn(seeded.bilal, ['LUNCH', 'DINNER'], 'NON_VEG', '2026-11-10'),
    ])
    .execute()
  const skip = (tenantId: number, source: 'TENANT' | 'OUTPASS', outpassId: number | null) => ({
    ...base,
    tenant_id: tenantId,
    meal_type: 'DINNER' as const,
    date: '2026-11-12',
    week_day: null,
    from_date: '2026-11-12',
    to_date: null,
    source,
    outpass_id: outpassId,
    created_at: '2026-11-11T00:00:00.000Z',
    cancelled_at: null,
  })
  await db
    .insertInto('food_skips')
    .values([skip(seeded.bilal, 'TENANT', null), skip(seeded.asha, 'OUTPASS', passId)])
    .execute()
  await db
    .insertInto('meal_logs')
    .values({
      ...base,
      date: '2026-11-12',
      meal_type: 'DINNER',
      guests: 2,
      served: 3,
      waste_grams: 450,
      note: null,
      updated_at: STAMP,
    })
    .execute()
}

const report = (type: string): ReportDefinition => {
  const found = OPERATIONS_REPORTS.find((definition) => definition.type === type)
  if (!found) throw new Error(`No report ${type}`)
  return found
}

/** The sheet's rows with only the columns named, to compare against hand-computed rows. */
const pick = (sheet: ReportSheet, keys: string[]) =>
  sheet.rows.map((row) => Object.fromEntries(keys.map((key) => [key, row[key]])))

describe('operations reports', () => {
  let server: TestServer
  let seeded: Seeded
  let demoPropertyIds: number[]
  let demoOperatorId: number
  const progress: number[] = []
  // The reports' moment: 22 Nov 10:00 IST, whatever signing in does to the clock later.
  let startedAt: Date

  const scope = (from: IsoDate, to: IsoDate, asOf = to): ReportScope => ({
    operatorId: seeded.operatorId,
    propertyIds: [seeded.propertyId, ...demoPropertyIds],
    from,
    to,
    asOf,
    now: startedAt,
  })
  const build = (type: string, of: ReportScope) =>
    report(type).build(server.app.db, of, (done) => progress.push(done))

  beforeAll(async () => {
    server = await startTestServer()
    startedAt = server.clock.now()
    const db = server.app.db
    seeded = await seedSmallPg(db, server.clock.now)
    await seedComplaints(db, seeded)
    await seedMeals(db, seeded, await seedPasses(db, seeded))
    const demo = await db
      .selectFrom('operators')
      .select('id')
      .where('phone_no', '=', DEMO_OPERATOR.phone.national)
      .executeTakeFirstOrThrow()
    demoOperatorId = demo.id
    demoPropertyIds = (
      await db.selectFrom('properties').select('id').where('operator_id', '=', demo.id).execute()
    ).map((row) => row.id)
  })

  afterAll(async () => {
    await server.close()
  })

  it('lists all seven, each with a title, description and what it takes', () => {
    expect(OPERATIONS_REPORTS.map((definition) => definition.type)).toEqual([
      'OCCUPANCY',
      'NOTICES_AND_MOVE_OUTS',
      'POLICE_VERIFICATION',
      'FORM_III',
      'COMPLAINT_SLA',
      'MEAL_HEADCOUNT',
      'OUTPASS_REGISTER',
    ])
    for (const definition of OPERATIONS_REPORTS) {
      expect(definition.title.length).toBeGreaterThan(0)
      expect(definition.description.length).toBeGreaterThan(20)
    }
  })

  it('counts occupancy in bed-nights: 26 of 60 lettable nights in 1–20 Nov, and the beds vacant today', async () => {
    const [byProperty, bySharing] = await build('OCCUPANCY', scope('2026-11-01', '2026-11-20'))
    // 4 beds × 20 nights; 102-B inactive (20 blocked); Asha 20 nights + Bilal 10–15 Nov 6 nights.
    expect(byProperty.rows).toEqual([
      {
        property_name: 'Iyer PG',
        beds: 3,
        bed_nights: 80,
        blocked_bed_nights: 20,
        occupied_bed_nights: 26,
        vacant_bed_nights: 34,
        occupancy_bps: 4333,
        vacant_beds: 2,
      },
    ])
    expect(byProperty.totals).toMatchObject({ bed_nights: 80, occupied_bed_nights: 26, occupancy_bps: 4333 })
    expect(bySharing.rows).toEqual([
      { property_name: 'Iyer PG', sharing: 1, ac: 'AC', vacant_beds: 1 },
      { property_name: 'Iyer PG', sharing: 2, ac: 'Non-AC', vacant_beds: 1 },
    ])
    expect(bySharing.totals).toMatchObject({ vacant_beds: 2 })
  })

  it("equals the dashboard's occupancy tile and vacancy table for the same properties and period", async () => {
    const token = await server.signIn({ dialCode: '+91', national: '9000011111' })
    const answer = await server.call<{ data: { occupancy: Record<string, unknown> } }>(
      'GET',
      `/dashboard/api/v1/operator/?data_modules=occupancy&property_ids=${seeded.propertyId}` +
        '&period=custom&from_date=2026-11-01&to_date=2026-11-20',
      { token },
    )
    expect(answer.status).toBe(200)
    const tile = answer.body.data.occupancy
    const [byProperty, bySharing] = await build('OCCUPANCY', scope('2026-11-01', '2026-11-20'))
    expect(byProperty.totals).toMatchObject({
      bed_nights: tile.bed_nights,
      occupied_bed_nights: tile.occupied_bed_nights,
      blocked_bed_nights: tile.blocked_bed_nights,
      occupancy_bps: tile.occupancy_bps,
      beds: tile.total_beds,
      vacant_beds: tile.available_beds,
    })
    expect(
      bySharing.rows.map((row) => ({
        sharing: row.sharing,
        is_ac: row.ac === 'AC',
        available_beds: row.vacant_beds,
      })),
    ).toEqual(tile.vacant_by_sharing)
  })

  it('stops bed-nights at today: a period running to 30 Nov counts 1–22 Nov', async () => {
    const [byProperty] = await build('OCCUPANCY', scope('2026-11-01', '2026-11-30'))
    // 4 × 22 = 88 bed-nights, 22 blocked; Asha 22 nights + Bilal 6.
    expect(pick(byProperty, ['bed_nights', 'blocked_bed_nights', 'occupied_bed_nights'])).toEqual([
      { bed_nights: 88, blocked_bed_nights: 22, occupied_bed_nights: 28 },
    ])
  })

  it('lists notices and move-outs in the period with their settlement, leaving out a rejected notice', async () => {
    const [sheet] = await build('NOTICES_AND_MOVE_OUTS', scope('2026-11-01', '2026-11-20'))
    expect(sheet.rows).toEqual([
      {
        tenant_name: 'Bilal Khan',
        property_name: 'Iyer PG',
        room_bed: '101 / B',
        status: 'COMPLETED',
        notice_date: '2026-11-01',
        move_out_date: '2026-11-15',
        actual_move_out_date: '2026-11-15',
        deposit_paise: 500_000,
        deductions_total_paise: 100_000,
        refund_paise: 400_000,
        payable_paise: 0,
        refund_status: 'PENDING',
      },
    ])
    expect(sheet.totals).toMatchObject({ notice_date: 1, move_out_date: 1, refund_paise: 400_000 })
    const [later] = await build('NOTICES_AND_MOVE_OUTS', scope('2026-11-16', '2026-11-20'))
    expect(later.rows).toEqual([])
  })

  it("counts the notices given in the period as the dashboard's movements tile does", async () => {
    const token = await server.signIn({ dialCode: '+91', national: '9000011111' })
    const answer = await server.call<{ data: { movements: { notices: number } } }>(
      'GET',
      `/dashboard/api/v1/operator/?data_modules=movements&property_ids=${seeded.propertyId}` +
        '&period=custom&from_date=2026-11-01&to_date=2026-11-20',
      { token },
    )
    const [sheet] = await build('NOTICES_AND_MOVE_OUTS', scope('2026-11-01', '2026-11-20'))
    expect(answer.body.data.movements.notices).toBe(1)
    expect(sheet.totals?.notice_date).toBe(answer.body.data.movements.notices)
  })

  it('registers police verification of residents staying on the day and staff working then, IDs masked', async () => {
    const [sheet, missing] = await build('POLICE_VERIFICATION', scope('2026-11-12', '2026-11-12'))
    expect(sheet.rows).toEqual([
      {
        kind: 'Resident',
        name: 'Asha Rao',
        role: null,
        property_name: 'Iyer PG',
        room_bed: '101 / A',
        id_type: 'AADHAAR',
        id_masked: 'XXXX XXXX 1234',
        status: 'VERIFIED',
        verified_on: '2026-11-05',
        acknowledgement: 'Police acknowledgement (VERIFIED)',
      },
      {
        kind: 'Resident',
        name: 'Bilal Khan',
        role: null,
        property_name: 'Iyer PG',
        room_bed: '101 / B',
        id_type: 'PASSPORT',
        id_masked: 'XXXXXX9876',
        status: 'PENDING',
        verified_on: null,
        acknowledgement: null,
      },
      {
        kind: 'Staff',
        name: 'Chandra Das',
        role: 'WARDEN',
        property_name: 'Iyer PG',
        room_bed: null,
        id_type: null,
        id_masked: null,
        status: 'SUBMITTED',
        verified_on: '2026-11-02',
        acknowledgement: null,
      },
    ])
    expect(sheet.totals).toMatchObject({ name: '2 residents, 1 staff', status: '1 verified, 2 pending' })
    expect(missing.name).toBe('Missing data')
    const [after] = await build('POLICE_VERIFICATION', scope('2026-11-20', '2026-11-20'))
    expect(pick(after, ['name'])).toEqual([{ name: 'Asha Rao' }, { name: 'Chandra Das' }])
  })

  it('registers foreign residents for Form III, leaving the fields the records lack empty and named', async () => {
    const [sheet, missing] = await build('FORM_III', scope('2026-11-01', '2026-11-20'))
    expect(sheet.rows).toEqual([
      {
        name: 'Bilal Khan',
        property_name: 'Iyer PG',
        room_bed: null,
        nationality: 'BD',
        passport: 'XXXXXX9876',
        visa_number: null,
        visa_type: 'STUDENT',
        visa_expiry_date: '2027-06-30',
        arrival_in_india: null,
        arrival_at_property: '2026-11-10',
        purpose: null,
        next_destination: null,
        departure: '2026-11-15',
      },
    ])
    expect(missing.rows.map((row) => row.column)).toEqual([
      'Visa number',
      'Arrival in India',
      'Purpose of visit',
      'Next destination',
      'Passport',
    ])
    const [before] = await build('FORM_III', scope('2026-10-01', '2026-11-09'))
    expect(before.rows).toEqual([])
  })

  it('reads each complaint raised in the period (Kolkata days) with its SLA as the list decides', async () => {
    const [sheet] = await build('COMPLAINT_SLA', scope('2026-11-01', '2026-11-20'))
    expect(
      pick(sheet, ['ticket_number', 'status', 'priority', 'response', 'resolution_target_minutes', 'sla_state']),
    ).toEqual([
      {
        ticket_number: 'T-3',
        status: 'DECLINED',
        priority: 'HIGH',
        response: 'BREACHED',
        resolution_target_minutes: 480,
        sla_state: 'NONE',
      },
      {
        ticket_number: 'T-1',
        status: 'CLOSED',
        priority: 'HIGH',
        response: 'MET',
        resolution_target_minutes: 480,
        sla_state: 'MET',
      },
      {
        ticket_number: 'T-2',
        status: 'IN_PROGRESS',
        priority: 'HIGH',
        response: 'BREACHED',
        resolution_target_minutes: 480,
        sla_state: 'BREACHED',
      },
    ])
    expect(sheet.rows[1]).toMatchObject({
      raised_at: '2026-11-05T04:30:00.000Z',
      first_response_at: '2026-11-05T05:00:00.000Z',
      due_at: '2026-11-05T12:30:00.000Z',
      resolved_at: '2026-11-05T10:00:00.000Z',
    })
    expect(sheet.totals).toMatchObject({ ticket_number: '3 complaints', sla_state: '1 met, 1 breached' })
  })

  it('counts meals per day as the food headcount does, with what the meal log recorded', async () => {
    const [sheet] = await build('MEAL_HEADCOUNT', scope('2026-11-12', '2026-11-12'))
    const keys = ['meal_type', 'opted_in', 'skipped', 'away', 'guests', 'expected', 'served', 'waste_grams']
    const expected = [
      {
        meal_type: 'BREAKFAST',
        opted_in: 0,
        skipped: 0,
        away: 0,
        guests: 0,
        expected: 0,
        served: null,
        waste_grams: null,
      },
      { meal_type: 'LUNCH', opted_in: 1, skipped: 0, away: 0, guests: 0, expected: 1, served: null, waste_grams: null },
      // 2 opted in − Bilal's skip − Asha away + 2 guests.
      { meal_type: 'DINNER', opted_in: 2, skipped: 1, away: 1, guests: 2, expected: 2, served: 3, waste_grams: 450 },
    ]
    expect(pick(sheet, keys)).toEqual(expected)
    expect(sheet.totals).toMatchObject({ opted_in: 3, expected: 3, served: 3, waste_grams: 450 })
    const [again] = await build('MEAL_HEADCOUNT', scope('2026-11-12', '2026-11-12'))
    expect(pick(again, keys)).toEqual(expected)
  })

  it('registers passes overlapping the period with approver and lateness', async () => {
    const [sheet] = await build('OUTPASS_REGISTER', scope('2026-11-01', '2026-11-20'))
    expect(pick(sheet, ['type', 'status', 'approved_by', 'late', 'late_by_minutes'])).toEqual([
      { type: 'NIGHT_OUT', status: 'RETURNED_LATE', approved_by: 'Chandra Das', late: 'Yes', late_by_minutes: 60 },
      { type: 'DAY_OUTING', status: 'RETURNED', approved_by: 'Auto-approved', late: 'No', late_by_minutes: null },
      { type: 'DAY_OUTING', status: 'OVERDUE', approved_by: null, late: 'Yes', late_by_minutes: 2310 },
    ])
    expect(sheet.rows[0]).toMatchObject({
      tenant_name: 'Asha Rao',
      room_name: '101',
      from_at: '2026-11-06T13:00:00.000Z',
      actual_in_at: '2026-11-07T05:30:00.000Z',
    })
    expect(sheet.totals).toMatchObject({ tenant_name: '3 passes', late: '2 late', late_by_minutes: 2370 })
  })

  it("never shows a row of another operator's property, even when its id is in the scope", async () => {
    for (const definition of OPERATIONS_REPORTS) {
      const sheets = await definition.build(
        server.app.db,
        { ...scope('2026-11-01', '2026-11-20'), operatorId: demoOperatorId, propertyIds: [seeded.propertyId] },
        () => undefined,
      )
      for (const sheet of sheets.filter((entry) => entry.name !== 'Missing data')) {
        expect({ type: definition.type, sheet: sheet.name, rows: sheet.rows }).toEqual({
          type: definition.type,
          sheet: sheet.name,
          rows: [],
        })
      }
    }
  })

  it("builds every report on the demo operator's data, each row holding exactly the sheet's columns", async () => {
    const timings: Record<string, number> = {}
    for (const definition of OPERATIONS_REPORTS) {
      const started = Date.now()
      const sheets = await definition.build(
        server.app.db,
        { ...scope('2026-11-01', '2026-11-22'), operatorId: demoOperatorId, propertyIds: demoPropertyIds },
        () => undefined,
      )
      timings[definition.type] = Date.now() - started
      for (const sheet of sheets) {
        const keys = sheet.columns.map((entry) => entry.key)
        for (const row of sheet.rows) expect(Object.keys(row).sort()).toEqual([...keys].sort())
        for (const key of Object.keys(sheet.totals ?? {})) expect(keys).toContain(key)
      }
      if (definition.type !== 'FORM_III') expect(sheets[0].rows.length).toBeGreaterThan(0)
    }
    process.stdout.write(`operations report build times (ms), demo operator, 1–22 Nov: ${JSON.stringify(timings)}\n`)
  })

  it('reports progress up to done', () => {
    expect(progress.length).toBeGreaterThan(0)
    expect(progress.every((done) => done >= 0 && done <= 1)).toBe(true)
    expect(progress).toContain(1)
  })
})
