import { paiseToRupeesText, rupeesToPaise } from '../../design-system/MoneyInput'
import type {
  LateFeeType,
  PropertyDetail,
  PropertyType,
  PropertyUpdateRequest,
  ProRateMethod,
  RentCycle,
} from './propertiesApi'
import { isLetByUnit } from './propertyLabels'

/** The property form as typed: numbers and money stay text until submitted, lists are one entry per line. */
export type PropertyFormValues = {
  property_name: string
  property_type: PropertyType
  gender: '' | 'BOYS' | 'GIRLS' | 'COED'
  is_active: boolean
  manager_name: string
  contact_phone: string
  description: string
  line1: string
  line2: string
  locality: string
  city_name: string
  state: string
  pincode: string
  rent_cycle: RentCycle
  rent_due_day: string
  grace_days: string
  pro_rate_method: ProRateMethod
  notice_period_days: string
  lock_in_months: string
  token_expiry_days: string
  late_fee_type: LateFeeType
  late_fee_value: string
  food_enabled: boolean
  attendance_enabled: boolean
  outpass_enabled: boolean
  curfew_time: string
  gst_registered: boolean
  gstin: string
  tax_rate: string
  pan: string
  upi_id: string
  payee_name: string
  amenities: string
  house_rules: string
}

/** Basis points as a percentage for a field: 1200 → '12', 1250 → '12.5'. */
export const bpsToPercentText = (bps: number) => String(bps / 100)

/** A typed percentage as basis points: '12.5' → 1250. */
export const percentTextToBps = (text: string) => Math.round(Number(text) * 100)

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

const lateFeeText = (type: LateFeeType, value: number) => {
  if (type === 'NONE') return ''
  return type === 'PERCENT' ? bpsToPercentText(value) : paiseToRupeesText(value)
}

export function toFormValues(property: PropertyDetail): PropertyFormValues {
  const { address } = property
  return {
    property_name: property.property_name,
    property_type: property.property_type,
    gender: property.gender ?? '',
    is_active: property.is_active,
    manager_name: property.manager_name ?? '',
    contact_phone: property.contact_phone ?? '',
    description: property.description ?? '',
    line1: address.line1,
    line2: address.line2 ?? '',
    locality: address.locality ?? '',
    city_name: address.city_name,
    state: address.state,
    pincode: address.pincode,
    rent_cycle: property.rent_cycle,
    rent_due_day: String(property.rent_due_day),
    grace_days: String(property.grace_days),
    pro_rate_method: property.pro_rate_method,
    notice_period_days: String(property.notice_period_days),
    lock_in_months: String(property.lock_in_months),
    token_expiry_days: String(property.token_expiry_days),
    late_fee_type: property.late_fee_type,
    late_fee_value: lateFeeText(property.late_fee_type, property.late_fee_value),
    food_enabled: property.food_enabled,
    attendance_enabled: property.attendance_enabled,
    outpass_enabled: property.outpass_enabled,
    curfew_time: property.curfew_time ?? '',
    gst_registered: property.gst_registered,
    gstin: property.gstin ?? '',
    tax_rate: bpsToPercentText(property.tax_rate_bps),
    pan: property.pan ?? '',
    upi_id: property.upi_id ?? '',
    payee_name: property.payee_name ?? '',
    amenities: property.amenities.join('\n'),
    house_rules: property.house_rules.join('\n'),
  }
}

const orNull = (text: string) => text.trim() || null

function lateFeeValue({ late_fee_type, late_fee_value }: PropertyFormValues): number {
  if (late_fee_type === 'NONE') return 0
  if (late_fee_type === 'PERCENT') return percentTextToBps(late_fee_value)
  return rupeesToPaise(late_fee_value) ?? 0
}

/** Every editable field as the contract wants it; a property let by unit has no gender, food or roll-call. */
function toRequest(values: PropertyFormValues, property: PropertyDetail): Required<PropertyUpdateRequest> {
  const byUnit = isLetByUnit(values.property_type)
  const cityChanged = values.city_name.trim() !== property.address.city_name
  return {
    property_name: values.property_name.trim(),
    property_type: values.property_type,
    gender: byUnit ? null : values.gender || null,
    description: orNull(values.description),
    image: property.image,
    is_active: values.is_active,
    address: {
      line1: values.line1.trim(),
      line2: orNull(values.line2),
      locality: orNull(values.locality),
      city_id: cityChanged ? null : property.address.city_id,
      city_name: values.city_name.trim(),
      state: values.state.trim(),
      pincode: values.pincode.trim(),
      country_iso_code: property.address.country_iso_code,
    },
    contact_phone: orNull(values.contact_phone),
    manager_name: orNull(values.manager_name),
    rent_cycle: values.rent_cycle,
    rent_due_day: Number(values.rent_due_day),
    grace_days: Number(values.grace_days),
    pro_rate_method: values.pro_rate_method,
    notice_period_days: Number(values.notice_period_days),
    lock_in_months: Number(values.lock_in_months),
    token_expiry_days: Number(values.token_expiry_days),
    late_fee_type: values.late_fee_type,
    late_fee_value: lateFeeValue(values),
    food_enabled: !byUnit && values.food_enabled,
    attendance_enabled: !byUnit && values.attendance_enabled,
    outpass_enabled: !byUnit && values.outpass_enabled,
    curfew_time: byUnit ? null : orNull(values.curfew_time),
    gst_registered: values.gst_registered,
    gstin: values.gst_registered ? orNull(values.gstin.toUpperCase()) : null,
    tax_rate_bps: percentTextToBps(values.tax_rate || '0'),
    pan: orNull(values.pan.toUpperCase()),
    upi_id: orNull(values.upi_id),
    payee_name: orNull(values.payee_name),
    amenities: lines(values.amenities),
    house_rules: lines(values.house_rules),
  }
}

/**
 * The update body: only the fields whose value differs from the property's, so an unchanged form sends
 * nothing and a save never rewrites what another operator changed meanwhile. The address goes whole.
 */
export function toUpdateRequest(values: PropertyFormValues, property: PropertyDetail): PropertyUpdateRequest {
  const next = toRequest(values, property)
  const current = toRequest(toFormValues(property), property)
  const changed = (Object.keys(next) as (keyof PropertyUpdateRequest)[]).filter(
    (key) => JSON.stringify(next[key]) !== JSON.stringify(current[key]),
  )
  return Object.fromEntries(changed.map((key) => [key, next[key]])) as PropertyUpdateRequest
}
