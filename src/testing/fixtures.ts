import type { ModuleFlag, UserDetail } from '../app/core/session/sessionApi'

/** The demo operator as the provider describes them (the same shape the OpenAPI contract gives). */
export const demoOperator: UserDetail = {
  id: 1,
  phone_no: '9845012345',
  user_type: 'operator',
  is_active_user: true,
  image: null,
  name: 'Rohan Deshmukh',
  brand: 'Roost Demo Stays',
  country_info: { id: 1, name: 'India', iso_code: 'IN' },
  currency_info: { code: 'INR', symbol: '₹', name: 'Indian Rupee' },
  isd_code_details: { isd_code: '+91', iso_code: 'IN', national_number_length: 10 },
  decimal_places: 2,
  is_login_restricted: false,
  tax_type: 'GST',
}

export const moduleFlag = (
  module_type: ModuleFlag['module_type'],
  is_enabled: boolean,
  is_active_data = false,
): ModuleFlag => ({
  module_type,
  is_enabled,
  is_active_data,
})
