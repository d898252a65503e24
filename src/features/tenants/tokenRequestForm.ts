import { object, string } from 'yup'
import { paiseToRupeesText, rupeesToPaise } from '../../design-system/MoneyInput'
import type { TokenRequest } from './tenantsApi'
import type { TokenRequestUpdateRequest } from './tenantsApi.gen'

export type TokenRequestValues = {
  name: string
  phone: string
  expectedMoveInDate: string
  rent: string
  deposit: string
  token: string
  tokenPaid: string
  notes: string
}

export const tokenRequestValues = (request: TokenRequest): TokenRequestValues => ({
  name: request.name,
  phone: request.phone_number,
  expectedMoveInDate: request.expected_move_in_date,
  rent: paiseToRupeesText(request.rent_paise),
  deposit: paiseToRupeesText(request.deposit_paise),
  token: paiseToRupeesText(request.token_paise),
  tokenPaid: paiseToRupeesText(request.token_paid_paise),
  notes: request.notes ?? '',
})

const amount = (label: string) =>
  string()
    .required(`Enter the ${label}`)
    .test('amount', `Enter the ${label} in rupees`, (value) => !value || rupeesToPaise(value) !== null)

export const tokenRequestSchema = object({
  name: string().trim().required('Enter the name'),
  phone: string()
    .required('Enter the phone number')
    .matches(/^[6-9]\d{9}$/, {
      message: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
      excludeEmptyString: true,
    }),
  expectedMoveInDate: string().required('Choose the expected move-in date'),
  rent: amount('monthly rent'),
  deposit: amount('deposit'),
  token: amount('token'),
  tokenPaid: amount('token received').test(
    'not-above-token',
    'The token received cannot exceed the token asked for',
    function (value) {
      const paid = rupeesToPaise(value ?? '')
      const asked = rupeesToPaise((this.parent.token as string) ?? '')
      return paid === null || asked === null || paid <= asked
    },
  ),
  notes: string().max(500, 'Keep the notes under 500 characters'),
})

/** The update body with only what changed; `approve` also marks the request approved. */
export function tokenRequestUpdate(
  request: TokenRequest,
  values: TokenRequestValues,
  approve: boolean,
): TokenRequestUpdateRequest {
  const next: TokenRequestUpdateRequest = {
    name: values.name.trim(),
    phone_number: values.phone,
    expected_move_in_date: values.expectedMoveInDate,
    rent_paise: rupeesToPaise(values.rent) ?? 0,
    deposit_paise: rupeesToPaise(values.deposit) ?? 0,
    token_paise: rupeesToPaise(values.token) ?? 0,
    token_paid_paise: rupeesToPaise(values.tokenPaid) ?? 0,
    notes: values.notes.trim() || null,
  }
  const before: TokenRequestUpdateRequest = {
    name: request.name,
    phone_number: request.phone_number,
    expected_move_in_date: request.expected_move_in_date,
    rent_paise: request.rent_paise,
    deposit_paise: request.deposit_paise,
    token_paise: request.token_paise,
    token_paid_paise: request.token_paid_paise,
    notes: request.notes,
  }
  const changed = Object.fromEntries(
    Object.entries(next).filter(([key, value]) => before[key as keyof TokenRequestUpdateRequest] !== value),
  ) as TokenRequestUpdateRequest
  return approve ? { ...changed, status: 'APPROVED' } : changed
}
