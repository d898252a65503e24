import { findOperatorByPhone } from '../operators/operators'
import { DEMO_OPERATOR, SECOND_OPERATOR } from '../seed'
import {
  board,
  roomOf,
  paths,
  propertyIds,
  type Data,
  type Failure,
  type Floor,
  type Page,
} from '../testing/inventoryKit'
import { startTestServer, type TestServer } from '../testing/testServer'

type PropertyItem = {
  id: number
  property_name: string
  property_type: string
  letting_unit: string
  gender: string | null
  is_active: boolean
  total_floors: number
  total_rooms: number
  total_beds: number
  occupied_beds: number
  available_beds: number
  occupancy_bps: number
}
type PropertyDetail = PropertyItem & Record<string, unknown>
type Feature = { id: number; property_id: number; name: string; icon: string | null; room_count: number }
type Agreement = Record<string, unknown> & {
  tenant_id: number | null
  bed_id: number | null
  rent_paise: number
}

let server: TestServer
let token: string
let ids: Record<string, number>
beforeEach(async () => {
  server = await startTestServer({ database: ':memory:' })
  token = await server.signIn(DEMO_OPERATOR.phone)
  ids = await propertyIds(server, token)
})
afterEach(() => server.close())

const get = <T>(path: string) => server.call<T & Failure>('GET', path, { token })
const send = <T>(method: string, path: string, body: unknown) =>
  server.call<T & Failure>(method, path, { token, body })

/** An empty property of the demo operator, inserted directly (the contract has no call creating one). */
async function emptyProperty(type: 'COMMERCIAL' | 'RETAIL' | 'PG', name: string): Promise<number> {
  const operator = await findOperatorByPhone(server.app.db, DEMO_OPERATOR.phone)
  const at = server.clock.now().toISOString()
  const { id } = await server.app.db
    .insertInto('properties')
    .values({
      operator_id: operator!.id,
      name,
      property_type: type,
      gender: type === 'PG' ? 'COED' : null,
      description: null,
      image: null,
      address_line1: '12 MG Road',
      address_line2: null,
      locality: 'Ashok Nagar',
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
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

describe('the property list', () => {
  it("lists the operator's properties by name with their occupancy", async () => {
    const { status, body } = await get<Page<PropertyItem>>(paths.properties())
    expect(status).toBe(200)
    expect(body.data.count).toBe(3)
    expect(body.data.results.map((property) => [property.property_name, property.property_type])).toEqual([
      ['DLF Phase 2 Co-living', 'COLIVING'],
      ['Koramangala Boys PG', 'PG'],
      ['Viman Nagar Girls Hostel', 'HOSTEL'],
    ])
    const beds = body.data.results.reduce((sum, property) => sum + property.total_beds, 0)
    expect(beds).toBeGreaterThanOrEqual(280)
    expect(beds).toBeLessThanOrEqual(320)
    for (const property of body.data.results) {
      expect(property.letting_unit).toBe('BED')
      expect(property.total_floors).toBe(5)
      expect(property.occupancy_bps).toBe(Math.round((property.occupied_beds * 10_000) / property.total_beds))
      expect(property.occupancy_bps).toBeGreaterThan(6500)
      expect(property.occupancy_bps).toBeLessThan(9500)
    }
    const second = await server.signIn(SECOND_OPERATOR.phone)
    const theirs = await server.call<Page<PropertyItem>>('GET', paths.properties(), { token: second })
    expect(theirs.body.data.results.map((property) => property.property_name)).toEqual(['Nest Hinjewadi'])
  })

  it('searches by name, filters by type in either letter case, and pages', async () => {
    const names = async (query: string) =>
      (await get<Page<PropertyItem>>(paths.properties(query))).body.data.results.map((p) => p.property_name)
    expect(await names('?property_name=GIRLS')).toEqual(['Viman Nagar Girls Hostel'])
    expect(await names('?property_type=hostel')).toEqual(['Viman Nagar Girls Hostel'])
    expect(await names('?property_type=HOSTEL&source=picker')).toEqual(['Viman Nagar Girls Hostel'])
    expect(await names('?property_type=ALL')).toHaveLength(3)
    expect(await names('?property_type=commercial')).toEqual([])
    const paged = await get<Page<PropertyItem>>(paths.properties('?limit=2&offset=2'))
    expect(paged.body.data).toMatchObject({
      count: 3,
      results: [{ property_name: 'Viman Nagar Girls Hostel' }],
    })

    const wrong = await get(paths.properties('?property_type=villa'))
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toMatch(/^Property type must be one of: all, ALL, pg, PG/)
  })

  it('filters by is_active', async () => {
    await send('PUT', paths.updateProperty(ids['DLF Phase 2 Co-living']), { is_active: false })
    const active = await get<Page<PropertyItem>>(paths.properties('?is_active=true'))
    expect(active.body.data.count).toBe(2)
    const inactive = await get<Page<PropertyItem>>(paths.properties('?is_active=false'))
    expect(inactive.body.data.results.map((p) => p.property_name)).toEqual(['DLF Phase 2 Co-living'])
  })
})

describe('a property', () => {
  it('answers its address, settings and occupancy', async () => {
    const { status, body } = await get<Data<PropertyDetail>>(paths.property(ids['Koramangala Boys PG']))
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      property_name: 'Koramangala Boys PG',
      property_type: 'PG',
      letting_unit: 'BED',
      gender: 'BOYS',
      address: { locality: 'Koramangala', city_name: 'Bengaluru', state: 'Karnataka', pincode: '560034' },
      rent_due_day: 5,
      food_enabled: true,
      curfew_time: '23:00',
      amenities: expect.arrayContaining(['Wi-Fi']),
    })
    expect((await get(paths.property(99_999))).body).toEqual({ message: 'No such property.' })
  })

  it('updates the given fields and keeps the rest', async () => {
    const id = ids['Viman Nagar Girls Hostel']
    const before = (await get<Data<PropertyDetail>>(paths.property(id))).body.data
    server.clock.advance(60_000)
    const { status, body } = await send<Data<PropertyDetail>>('PUT', paths.updateProperty(id), {
      property_name: '  Viman Nagar Girls Hostel Annexe ',
      grace_days: 3,
      late_fee_type: 'PERCENT',
      late_fee_value: 200,
      house_rules: ['Entry closes at 9 pm.'],
      address: { line1: 'Plot 27, Lane 5', city_name: 'Pune', state: 'Maharashtra', pincode: '411014' },
    })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      property_name: 'Viman Nagar Girls Hostel Annexe',
      grace_days: 3,
      late_fee_type: 'PERCENT',
      late_fee_value: 200,
      house_rules: ['Entry closes at 9 pm.'],
      address: { line1: 'Plot 27, Lane 5', line2: null, locality: null, country_iso_code: 'IN' },
      gender: 'GIRLS',
      curfew_time: before.curfew_time,
      total_beds: before.total_beds,
      created_at: before.created_at,
    })
    expect(body.data.updated_at).not.toBe(before.updated_at)
  })

  it('refuses changes that break a rule, with a sentence and the field', async () => {
    const id = ids['Koramangala Boys PG']
    const update = (body: unknown) => send('PUT', paths.updateProperty(id), body)
    expect((await update({})).body.message).toBe('The request body must contain at least one field.')
    expect((await update({ pincode: '560034' })).body.message).toBe(
      "'pincode' is not a field this call accepts; remove it.",
    )
    const pin = await update({
      address: { line1: 'x', city_name: 'Bengaluru', state: 'Karnataka', pincode: '5600' },
    })
    expect(pin.status).toBe(400)
    expect(pin.body.errors).toEqual([
      { field: 'body.address.pincode', message: 'Pincode is not in the expected format.' },
    ])
    expect(await update({ gst_registered: true })).toMatchObject({
      status: 400,
      body: { message: 'Give the GSTIN of a GST-registered property.', errors: [{ field: 'body.gstin' }] },
    })
    expect((await update({ late_fee_type: 'PERCENT', late_fee_value: 20_000 })).body.message).toBe(
      'A percentage late fee is in basis points: at most 10000 (100%).',
    )
    expect((await update({ property_type: 'COMMERCIAL' })).body.message).toBe(
      'A property with rooms cannot switch between letting by bed (PG, hostel, co-living) and by unit (commercial, retail).',
    )
    expect((await update({ property_type: 'HOSTEL' })).status).toBe(200)
    expect(
      (
        await update({
          address: { line1: 'x', city_id: 99_999, city_name: 'X', state: 'Y', pincode: '560034' },
        })
      ).body.message,
    ).toBe('Choose a city from the list.')
    expect((await update({ property_name: '   ' })).status).toBe(400)
    expect((await get<Data<PropertyDetail>>(paths.property(id))).body.data.property_name).toBe(
      'Koramangala Boys PG',
    )
  })

  it('keeps commercial and retail properties without gender, food, attendance or outpass', async () => {
    const shop = await emptyProperty('RETAIL', 'MG Road Shops')
    const update = (body: unknown) => send<Data<PropertyDetail>>('PUT', paths.updateProperty(shop), body)
    expect((await update({ food_enabled: true })).body.message).toBe(
      'Commercial and retail properties have no food, attendance or outpass.',
    )
    expect((await update({ gender: 'BOYS' })).body.message).toBe(
      'Commercial and retail properties have no gender.',
    )
    const detail = await get<Data<PropertyDetail>>(paths.property(shop))
    expect(detail.body.data).toMatchObject({ letting_unit: 'UNIT', gender: null, food_enabled: false })

    const empty = await emptyProperty('PG', 'Empty PG')
    const switched = await send<Data<PropertyDetail>>('PUT', paths.updateProperty(empty), {
      property_type: 'COMMERCIAL',
    })
    expect(switched.body.data).toMatchObject({
      property_type: 'COMMERCIAL',
      letting_unit: 'UNIT',
      gender: null,
    })
    const listed = await get<Page<PropertyItem>>(paths.properties('?property_type=commercial'))
    expect(listed.body.data.results.map((p) => p.property_name)).toEqual(['Empty PG'])
  })
})

describe('room features', () => {
  it('lists the features of a property with how many rooms have each', async () => {
    const { status, body } = await get<Page<Feature>>(paths.features(ids['Koramangala Boys PG']))
    expect(status).toBe(200)
    expect(body.data.results.map((feature) => feature.name)).toEqual([
      'AC',
      'Attached bathroom',
      'Balcony',
      'Geyser',
      'Study table',
      'Wardrobe',
      'Wi-Fi',
    ])
    const wifi = body.data.results.find((feature) => feature.name === 'Wi-Fi')!
    expect(wifi.room_count).toBe(42)
    const paged = await get<Page<Feature>>(`${paths.features(ids['Koramangala Boys PG'])}?limit=2&offset=6`)
    expect(paged.body.data).toMatchObject({ count: 7, results: [{ name: 'Wi-Fi' }] })
  })

  it('adds, renames and removes in one call, unlinking removed features from rooms', async () => {
    const id = ids['Koramangala Boys PG']
    const before = (await get<Page<Feature>>(paths.features(id))).body.data.results
    const byName = (name: string) => before.find((feature) => feature.name === name)!
    const { status, body } = await send<Page<Feature>>('POST', paths.changeFeatures, {
      property_id: id,
      add: [{ name: 'Smart TV', icon: 'tv' }],
      update: [
        { id: byName('Wi-Fi').id, name: 'Wi-Fi 100 Mbps' },
        { id: byName('Geyser').id, icon: 'water-heater' },
      ],
      remove: [byName('Balcony').id],
    })
    expect(status).toBe(200)
    expect(body.data.results.map((feature) => [feature.name, feature.icon, feature.room_count])).toEqual([
      ['AC', 'ac', byName('AC').room_count],
      ['Attached bathroom', 'bath', byName('Attached bathroom').room_count],
      ['Geyser', 'water-heater', byName('Geyser').room_count],
      ['Smart TV', 'tv', 0],
      ['Study table', 'desk', 42],
      ['Wardrobe', 'wardrobe', 42],
      ['Wi-Fi 100 Mbps', 'wifi', 42],
    ])
    const floors = await get<Page<Floor>>(paths.floors(id, '?limit=100'))
    const rooms = floors.body.data.results.flatMap((floor) => floor.rooms)
    expect(rooms.some((room) => room.feature_ids.includes(byName('Balcony').id))).toBe(false)
  })

  it('refuses a duplicate name or a foreign feature, writing nothing', async () => {
    const id = ids['Koramangala Boys PG']
    const features = (await get<Page<Feature>>(paths.features(id))).body.data.results
    const change = (body: object) => send('POST', paths.changeFeatures, { property_id: id, ...body })
    const duplicate = await change({ add: [{ name: 'Smart TV' }, { name: ' wi-fi ' }] })
    expect(duplicate).toMatchObject({
      status: 409,
      body: { message: 'A feature named “wi-fi” already exists in this property.' },
    })
    const other = (await get<Page<Feature>>(paths.features(ids['Viman Nagar Girls Hostel']))).body.data
      .results[0]
    expect((await change({ add: [{ name: 'Smart TV' }], remove: [other.id] })).body).toEqual({
      message: `No such room feature: ${other.id}.`,
    })
    expect((await change({})).body.message).toBe(
      'Nothing to change: add, update or remove at least one feature.',
    )
    expect((await change({ update: [{ id: features[0].id }] })).status).toBe(400)
    expect(
      (await change({ update: [{ id: features[0].id, name: 'Cooling' }], remove: [features[0].id] })).body
        .message,
    ).toBe(`Feature ${features[0].id} cannot be both updated and removed.`)
    const swapped = await change({
      update: [
        { id: features[0].id, name: features[1].name },
        { id: features[1].id, name: features[0].name },
      ],
    })
    expect(swapped.status).toBe(200)
    const after = (await get<Page<Feature>>(paths.features(id))).body.data.results
    expect(after.map((feature) => feature.name).sort()).toEqual(
      features.map((feature) => feature.name).sort(),
    )
    expect(after.find((feature) => feature.id === features[0].id)!.name).toBe(features[1].name)
  })
})

describe('the agreement lookup', () => {
  it("answers the current tenant's terms, or the property's defaults for a free bed", async () => {
    const propertyId = ids['Koramangala Boys PG']
    const beds = await board(server, token, propertyId)
    const occupied = beds.results.find((bed) => bed.status === 2)!
    const terms = await get<Data<Agreement>>(
      paths.agreement(`?room_id=${occupied.room_id}&bed_id=${occupied.id}`),
    )
    expect(terms.status).toBe(200)
    expect(terms.body.data).toMatchObject({
      property_id: propertyId,
      room_id: occupied.room_id,
      bed_id: occupied.id,
      tenant_id: occupied.tenant_id,
      tenant_name: occupied.tenant_name,
      term_months: 11,
      lock_in_months: 3,
      notice_period_days: 30,
      rent_due_day: 5,
      late_fee_type: 'PER_DAY',
      late_fee_value: 5000,
      agreement_id: null,
      agreement_status: null,
      agreement_pdf_url: null,
    })
    expect(terms.body.data.inclusions).toEqual(
      expect.arrayContaining(['Food (as per the mess menu)', 'Wi-Fi']),
    )

    const free = beds.results.find((bed) => bed.status === 1)!
    const defaults = await get<Data<Agreement>>(paths.agreement(`?room_id=${free.room_id}&bed_id=${free.id}`))
    expect(defaults.body.data).toMatchObject({
      bed_id: free.id,
      tenant_id: null,
      tenant_name: null,
      rent_paise: free.rent_paise,
    })

    const roomOnly = await get<Data<Agreement>>(paths.agreement(`?room_id=${occupied.room_id}`))
    expect(roomOnly.body.data.tenant_id).not.toBeNull()
  })

  it('returns the agreement that exists for the current stay', async () => {
    const beds = await board(server, token, ids['DLF Phase 2 Co-living'], '?status2=2')
    const bed = beds.results[0]
    const operator = await findOperatorByPhone(server.app.db, DEMO_OPERATOR.phone)
    const at = server.clock.now().toISOString()
    const { id } = await server.app.db
      .insertInto('agreements')
      .values({
        operator_id: operator!.id,
        property_id: ids['DLF Phase 2 Co-living'],
        tenant_id: bed.tenant_id!,
        allotment_id: bed.allotment_id,
        bed_id: bed.id,
        status: 'SIGNED',
        start_date: bed.move_in_date!,
        end_date: '2027-06-30',
        term_months: 11,
        lock_in_months: 2,
        notice_period_days: 45,
        rent_paise: 1_500_000,
        deposit_paise: 3_000_000,
        rent_due_day: 7,
        inclusions: JSON.stringify(['Wi-Fi', 'Housekeeping']),
        e_stamp_number: null,
        document_id: null,
        signed_document_id: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const terms = await get<Data<Agreement>>(paths.agreement(`?room_id=${bed.room_id}&bed_id=${bed.id}`))
    expect(terms.body.data).toMatchObject({
      agreement_id: id,
      agreement_status: 'SIGNED',
      agreement_pdf_url: `/onboarding/api/v1/operator/agreement/${id}/pdf`,
      rent_paise: 1_500_000,
      deposit_paise: 3_000_000,
      lock_in_months: 2,
      notice_period_days: 45,
      rent_due_day: 7,
      inclusions: ['Wi-Fi', 'Housekeeping'],
    })
  })

  it('refuses a bed of another room', async () => {
    const beds = await board(server, token, ids['Koramangala Boys PG'])
    const a = beds.results[0]
    const b = beds.results.find((bed) => bed.room_id !== a.room_id)!
    const wrong = await get(paths.agreement(`?room_id=${a.room_id}&bed_id=${b.id}`))
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe(`Bed ${b.name} is not in room ${roomOf(beds, a).name}.`)
    expect((await get(paths.agreement('?bed_id=1'))).body.message).toBe('Room id is required.')
  })
})
