import { type ValidationError } from 'yup'
import { tenantDetail } from './fixtures'
import {
  changedTerms,
  rentTermsRequest,
  rentTermsSchema,
  rentTermsValues,
  type RentTermsValues,
} from './rentTermsForm'

const tenant = tenantDetail()
const initial = rentTermsValues(tenant, '2026-11-22')
const edited = (overrides: Partial<RentTermsValues>): RentTermsValues => ({ ...initial, ...overrides })

const errorsOf = async (values: RentTermsValues) => {
  try {
    await rentTermsSchema(tenant.move_in_date).validate(values, { abortEarly: false })
    return {}
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((item) => [item.path, item.message]))
  }
}

describe('rent terms form', () => {
  it('starts from the current terms and applies from the first of next month', () => {
    expect(initial).toEqual({
      rent: '12500',
      deposit: '25000',
      dueDay: '5',
      noticeDays: '30',
      lockInMonths: '6',
      effectiveFrom: '2026-12-01',
      reason: '',
    })
    expect(rentTermsValues(tenant, '2026-12-31').effectiveFrom).toBe('2027-01-01')
  })

  it('starts on the move-in date of a tenant who moves in after next month', () => {
    const upcoming = tenantDetail({ status: 'UPCOMING', move_in_date: '2027-02-15' })
    expect(rentTermsValues(upcoming, '2026-11-22').effectiveFrom).toBe('2027-02-15')
  })

  it('takes today or any day from the move-in, not before', async () => {
    expect(await errorsOf(edited({ effectiveFrom: '2026-11-22' }))).toEqual({})
    expect(await errorsOf(edited({ effectiveFrom: '2026-06-01' }))).toEqual({})
    expect(await errorsOf(edited({ effectiveFrom: '2026-05-31' }))).toEqual({
      effectiveFrom: 'The new terms cannot apply before the move-in date (01/06/2026)',
    })
    expect(await errorsOf(edited({ effectiveFrom: '' }))).toEqual({
      effectiveFrom: 'Choose the day the new terms apply from',
    })
  })

  it('bounds the due day, notice period and lock-in as the contract does', async () => {
    expect(
      await errorsOf(
        edited({ rent: '0', dueDay: '29', noticeDays: '181', lockInMonths: '', reason: 'x'.repeat(201) }),
      ),
    ).toEqual({
      rent: 'Rent must be more than ₹0',
      dueDay: 'Choose a day from 1 to 28',
      noticeDays: 'Enter 0 to 180 days',
      lockInMonths: 'Enter the lock-in',
      reason: 'Keep the reason under 200 characters',
    })
    expect(await errorsOf(edited({ dueDay: '1', noticeDays: '0', lockInMonths: '24' }))).toEqual({})
  })

  it('sends the day, the reason and only the terms that changed, money in paise', () => {
    expect(changedTerms(initial, initial)).toEqual({})
    expect(
      rentTermsRequest(initial, edited({ rent: '13500.50', dueDay: '7', reason: '  Annual revision ' })),
    ).toEqual({
      effective_from: '2026-12-01',
      reason: 'Annual revision',
      rent_paise: 1_350_050,
      rent_due_day: 7,
    })
    expect(rentTermsRequest(initial, edited({ deposit: '25000.00', lockInMonths: '3' }))).toEqual({
      effective_from: '2026-12-01',
      lock_in_months: 3,
    })
  })
})
