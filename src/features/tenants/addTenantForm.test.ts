import { type ValidationError } from 'yup'
import {
  NO_BED,
  addTenantRequest,
  addTenantSchema,
  addTenantValues,
  type AddTenantValues,
} from './addTenantForm'
import { tokenRequest } from './fixtures'

const filled = (overrides: Partial<AddTenantValues> = {}): AddTenantValues => ({
  ...addTenantValues({ propertyId: 1, moveInDate: '2026-12-12' }),
  phone: '9812345670',
  name: '  Rohit Sharma ',
  gender: 'MALE',
  rent: '12000',
  deposit: '24000.50',
  ...overrides,
})

const errorsOf = async (values: AddTenantValues) => {
  try {
    await addTenantSchema.validate(values, { abortEarly: false })
    return {}
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((item) => [item.path, item.message]))
  }
}

describe('add tenant form', () => {
  it('starts without a bed, or on the bed and property it was opened from', () => {
    expect(addTenantValues({ moveInDate: '2026-12-01' })).toMatchObject({ propertyId: '', bedId: NO_BED })
    expect(addTenantValues({ propertyId: 1, bedId: 44, moveInDate: '2026-12-01' })).toMatchObject({
      propertyId: '1',
      bedId: '44',
      moveInDate: '2026-12-01',
    })
  })

  it('starts from a move-in request: person, bed, rent, deposit and date', () => {
    expect(addTenantValues({ moveInDate: '2026-12-01', tokenRequest: tokenRequest() })).toMatchObject({
      phone: '9812345670',
      name: 'Rohit Sharma',
      gender: 'MALE',
      propertyId: '1',
      bedId: '44',
      rent: '12000',
      deposit: '24000',
      moveInDate: '2026-12-12',
    })
  })

  it('asks for every required field', async () => {
    expect(await errorsOf(addTenantValues({ moveInDate: '' }))).toEqual({
      phone: 'Enter the phone number',
      name: 'Enter the name',
      gender: 'Choose the gender',
      propertyId: 'Choose the property',
      rent: 'Enter the monthly rent',
      deposit: 'Enter the deposit',
      moveInDate: 'Choose the move-in date',
    })
  })

  it.each([
    ['12345', false],
    ['5123456789', false],
    ['98450123456', false],
    ['9845012345', true],
    ['6000000000', true],
  ])('takes %s as an Indian mobile number: %s', async (phone, valid) => {
    const errors = await errorsOf(filled({ phone }))
    expect('phone' in errors).toBe(!valid)
  })

  it('refuses a zero rent and an amount that is not rupees', async () => {
    expect(await errorsOf(filled({ rent: '0', deposit: '12.345.6' }))).toEqual({
      rent: 'Rent must be more than ₹0',
      deposit: 'Enter the deposit in rupees',
    })
  })

  it('drops bed_id when the picker holds -1, and sends money in paise', () => {
    const request = addTenantRequest(filled())
    expect(request).toEqual({
      name: 'Rohit Sharma',
      phone_number: '9812345670',
      dial_code: '+91',
      country_iso_code: 'IN',
      gender: 'MALE',
      occupation: 'STUDENT',
      property_id: 1,
      rent_paise: 1_200_000,
      deposit_paise: 2_400_050,
      move_in_date: '2026-12-12',
      create_collections: true,
    })
    expect(request).not.toHaveProperty('bed_id')
  })

  it('raises the first dues unless the operator unticks them', () => {
    expect(addTenantRequest(filled({ raiseDues: false }))).toMatchObject({ create_collections: false })
  })

  it('sends the bed, the college and course of a student, and the request it converts', () => {
    expect(addTenantRequest(filled({ bedId: '44', institutionId: '3', courseId: '12' }), 61)).toMatchObject({
      bed_id: 44,
      institution_id: 3,
      course_id: 12,
      tenant_onboarding_id: 61,
    })
  })

  it('sends the company, not the college, of a professional', () => {
    const request = addTenantRequest(
      filled({ occupation: 'PROFESSIONAL', institutionId: '3', company: ' Infosys ' }),
    )
    expect(request).toMatchObject({ occupation: 'PROFESSIONAL', company: 'Infosys' })
    expect(request).not.toHaveProperty('institution_id')
  })
})
