import type { Updateable } from 'kysely'
import { kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type {
  Flag,
  LateFeeType,
  PropertyGender,
  PropertyRow,
  PropertyTable,
  PropertyType,
  ProRateMethod,
  RentCycle,
} from '../db/schema'
import { contains, countRows } from '../db/search'
import { badRequest } from '../http/httpError'
import { occupancyBps, propertyCounts, type PropertyCounts } from '../inventory/occupancy'
import { ownedProperty } from '../inventory/ownership'
import { isLetByUnit, lettingUnit, propertyTypeFilter } from './propertyType'

export type PropertyListQuery = {
  offset: number
  limit: number
  property_name?: string
  property_type?: string
  is_active?: boolean
}

const flag = (value: boolean): Flag => (value ? 1 : 0)

/** A JSON array column read back. */
export const stringList = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json)
  return Array.isArray(parsed) ? parsed.map(String) : []
}

const occupancyFields = (counts: PropertyCounts) => ({
  total_floors: counts.floors,
  total_rooms: counts.rooms,
  total_beds: counts.beds,
  occupied_beds: counts.by_status.occupied + counts.by_status.ending,
  available_beds: counts.by_status.available,
  occupancy_bps: occupancyBps(counts.by_status, counts.beds),
})

const countsOf = async (db: Db, id: number, now: Clock) => {
  const counts = await propertyCounts(db, [id], kolkataDate(now()))
  const found = counts.get(id)
  if (!found) throw new Error(`No counts for property ${id}`)
  return found
}

/** The operator's properties by name, with bed counts and occupancy today. */
export async function listProperties(db: Db, now: Clock, operatorId: number, query: PropertyListQuery) {
  let properties = db.selectFrom('properties').where('operator_id', '=', operatorId)
  if (query.property_name) properties = properties.where(contains('name', query.property_name))
  const type = propertyTypeFilter(query.property_type)
  if (type) properties = properties.where('property_type', '=', type)
  if (query.is_active !== undefined) properties = properties.where('is_active', '=', flag(query.is_active))
  const rows = await properties
    .select(['id', 'name', 'property_type', 'gender', 'city_name', 'locality', 'image', 'is_active'])
    .orderBy('name')
    .orderBy('id')
    .offset(query.offset)
    .limit(query.limit)
    .execute()
  const counts = await propertyCounts(
    db,
    rows.map((row) => row.id),
    kolkataDate(now()),
  )
  const results = rows.map((row) => {
    const propertyCounts = counts.get(row.id)
    if (!propertyCounts) throw new Error(`No counts for property ${row.id}`)
    return {
      id: row.id,
      property_name: row.name,
      property_type: row.property_type,
      letting_unit: lettingUnit(row.property_type),
      gender: row.gender,
      city_name: row.city_name,
      locality: row.locality,
      image: row.image,
      is_active: row.is_active === 1,
      ...occupancyFields(propertyCounts),
    }
  })
  return { count: await countRows(properties), results }
}

function propertyDetail(property: PropertyRow, counts: PropertyCounts) {
  return {
    id: property.id,
    property_name: property.name,
    property_type: property.property_type,
    letting_unit: lettingUnit(property.property_type),
    gender: property.gender,
    description: property.description,
    image: property.image,
    is_active: property.is_active === 1,
    address: {
      line1: property.address_line1,
      line2: property.address_line2,
      locality: property.locality,
      city_id: property.city_id,
      city_name: property.city_name,
      state: property.state,
      pincode: property.pincode,
      country_iso_code: property.country_iso_code,
    },
    contact_phone: property.contact_phone,
    manager_name: property.manager_name,
    ...occupancyFields(counts),
    rent_cycle: property.rent_cycle,
    rent_due_day: property.rent_due_day,
    grace_days: property.grace_days,
    pro_rate_method: property.pro_rate_method,
    notice_period_days: property.notice_period_days,
    lock_in_months: property.lock_in_months,
    token_expiry_days: property.token_expiry_days,
    late_fee_type: property.late_fee_type,
    late_fee_value: property.late_fee_value,
    food_enabled: property.food_enabled === 1,
    attendance_enabled: property.attendance_enabled === 1,
    outpass_enabled: property.outpass_enabled === 1,
    curfew_time: property.curfew_time,
    gst_registered: property.gst_registered === 1,
    gstin: property.gstin,
    tax_rate_bps: property.tax_rate_bps,
    pan: property.pan,
    upi_id: property.upi_id,
    payee_name: property.payee_name,
    amenities: stringList(property.amenities),
    house_rules: stringList(property.house_rules),
    created_at: property.created_at,
    updated_at: property.updated_at,
  }
}

export async function getProperty(db: Db, now: Clock, operatorId: number, id: number) {
  const property = await ownedProperty(db, operatorId, id)
  return propertyDetail(property, await countsOf(db, id, now))
}

type AddressInput = {
  line1: string
  line2?: string | null
  locality?: string | null
  city_id?: number | null
  city_name: string
  state: string
  pincode: string
  country_iso_code: string
}

export type PropertyUpdate = {
  property_name?: string
  property_type?: PropertyType
  gender?: PropertyGender | null
  description?: string | null
  image?: string | null
  is_active?: boolean
  address?: AddressInput
  contact_phone?: string | null
  manager_name?: string | null
  rent_cycle?: RentCycle
  rent_due_day?: number
  grace_days?: number
  pro_rate_method?: ProRateMethod
  notice_period_days?: number
  lock_in_months?: number
  token_expiry_days?: number
  late_fee_type?: LateFeeType
  late_fee_value?: number
  food_enabled?: boolean
  attendance_enabled?: boolean
  outpass_enabled?: boolean
  curfew_time?: string | null
  gst_registered?: boolean
  gstin?: string | null
  tax_rate_bps?: number
  pan?: string | null
  upi_id?: string | null
  payee_name?: string | null
  amenities?: string[]
  house_rules?: string[]
}

const invalid = (field: string, message: string) => badRequest(message, [{ field: `body.${field}`, message }])

const UNIT_MODULES = ['food_enabled', 'attendance_enabled', 'outpass_enabled'] as const

/** The rules a change must keep beyond what the contract's schema checks. */
async function checkUpdate(db: Db, property: PropertyRow, changes: PropertyUpdate): Promise<void> {
  const type = changes.property_type ?? property.property_type
  if (isLetByUnit(type) !== isLetByUnit(property.property_type)) {
    const rooms = await db
      .selectFrom('rooms')
      .select('id')
      .where('property_id', '=', property.id)
      .limit(1)
      .executeTakeFirst()
    if (rooms) {
      throw invalid(
        'property_type',
        'A property with rooms cannot switch between letting by bed (PG, hostel, co-living) and by unit (commercial, retail).',
      )
    }
  }
  if (isLetByUnit(type)) {
    if (changes.gender) throw invalid('gender', 'Commercial and retail properties have no gender.')
    for (const module of UNIT_MODULES) {
      if (changes[module]) {
        throw invalid(module, 'Commercial and retail properties have no food, attendance or outpass.')
      }
    }
  }
  if (changes.property_name !== undefined && changes.property_name.trim().length < 2) {
    throw invalid('property_name', 'Property name must be at least 2 characters.')
  }
  const lateFeeType = changes.late_fee_type ?? property.late_fee_type
  const lateFeeValue = changes.late_fee_value ?? property.late_fee_value
  if (lateFeeType === 'PERCENT' && lateFeeValue > 10_000) {
    throw invalid('late_fee_value', 'A percentage late fee is in basis points: at most 10000 (100%).')
  }
  const gstRegistered = changes.gst_registered ?? property.gst_registered === 1
  const gstin = changes.gstin === undefined ? property.gstin : changes.gstin
  if (gstRegistered && !gstin) throw invalid('gstin', 'Give the GSTIN of a GST-registered property.')
  const cityId = changes.address?.city_id
  if (cityId) {
    const city = await db.selectFrom('cities').select('id').where('id', '=', cityId).executeTakeFirst()
    if (!city) throw invalid('address.city_id', 'Choose a city from the list.')
  }
}

function columnsOf(changes: PropertyUpdate, type: PropertyType): Updateable<PropertyTable> {
  const {
    property_name,
    is_active,
    address,
    food_enabled,
    attendance_enabled,
    outpass_enabled,
    gst_registered,
    amenities,
    house_rules,
    ...same
  } = changes
  return {
    ...same,
    ...(property_name === undefined ? {} : { name: property_name.trim() }),
    ...(is_active === undefined ? {} : { is_active: flag(is_active) }),
    ...(food_enabled === undefined ? {} : { food_enabled: flag(food_enabled) }),
    ...(attendance_enabled === undefined ? {} : { attendance_enabled: flag(attendance_enabled) }),
    ...(outpass_enabled === undefined ? {} : { outpass_enabled: flag(outpass_enabled) }),
    ...(gst_registered === undefined ? {} : { gst_registered: flag(gst_registered) }),
    ...(amenities === undefined ? {} : { amenities: JSON.stringify(amenities) }),
    ...(house_rules === undefined ? {} : { house_rules: JSON.stringify(house_rules) }),
    ...(address === undefined
      ? {}
      : {
          address_line1: address.line1,
          address_line2: address.line2 ?? null,
          locality: address.locality ?? null,
          city_id: address.city_id ?? null,
          city_name: address.city_name,
          state: address.state,
          pincode: address.pincode,
          country_iso_code: address.country_iso_code,
        }),
    ...(isLetByUnit(type)
      ? { gender: null, food_enabled: 0, attendance_enabled: 0, outpass_enabled: 0 }
      : {}),
  }
}

export async function updateProperty(
  db: Db,
  now: Clock,
  operatorId: number,
  id: number,
  changes: PropertyUpdate,
) {
  const property = await ownedProperty(db, operatorId, id)
  await checkUpdate(db, property, changes)
  const type = changes.property_type ?? property.property_type
  await db
    .updateTable('properties')
    .set({ ...columnsOf(changes, type), updated_at: now().toISOString() })
    .where('id', '=', id)
    .execute()
  return getProperty(db, now, operatorId, id)
}
