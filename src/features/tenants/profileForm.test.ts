import { type ValidationError } from 'yup'
import { tenantDetail } from './fixtures'
import { maskedIdText, profileRequest, profileSchema, profileValues, type ProfileValues } from './profileForm'

const TODAY = '2026-11-22'
const tenant = tenantDetail()
const edited = (overrides: Partial<ProfileValues>): ProfileValues => ({
  ...profileValues(tenant),
  ...overrides,
})

const errorsOf = async (values: ProfileValues, dialCode = '+91') => {
  try {
    await profileSchema({ today: TODAY, dialCode }).validate(values, { abortEarly: false })
    return {}
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((item) => [item.path, item.message]))
  }
}

describe('edit profile form', () => {
  it('starts from the tenant, keeping of the ID number only its last 4 characters', () => {
    expect(profileValues(tenant)).toMatchObject({
      name: 'Ananya Iyer',
      phone: '9845012345',
      institutionId: '3',
      yearOfStudy: '2',
      company: '',
      guardianPhone: '9845098450',
      kycIdType: 'AADHAAR',
      kycLast4: '1234',
      policeStatus: 'SUBMITTED',
      policeDate: '2026-06-04',
    })
  })

  it('accepts the tenant as loaded', async () => {
    expect(await errorsOf(profileValues(tenant))).toEqual({})
  })

  it('checks the phone, name and email as adding a tenant does', async () => {
    expect(await errorsOf(edited({ phone: '512345678', name: ' ', email: 'not-an-email' }))).toEqual({
      phone: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
      name: 'Enter the name',
      email: 'Enter a valid email address',
    })
    expect(await errorsOf(edited({ phone: '4412345678' }), '+44')).toEqual({})
  })

  it('needs the police verification date with Submitted or Verified, and not in the future', async () => {
    expect(await errorsOf(edited({ policeStatus: 'VERIFIED', policeDate: '' }))).toEqual({
      policeDate: 'Enter the date',
    })
    expect(await errorsOf(edited({ policeStatus: 'VERIFIED', policeDate: '2026-11-23' }))).toEqual({
      policeDate: 'The date cannot be in the future',
    })
    expect(await errorsOf(edited({ policeStatus: 'VERIFIED', policeDate: TODAY }))).toEqual({})
    expect(await errorsOf(edited({ policeStatus: 'PENDING', policeDate: '' }))).toEqual({})
  })

  it('takes only the last 4 characters of an ID, digits for Aadhaar, with its type', async () => {
    expect(await errorsOf(edited({ kycLast4: '12345' }))).toEqual({
      kycLast4: 'Enter exactly the last 4 characters',
    })
    expect(await errorsOf(edited({ kycLast4: '12AB' }))).toEqual({
      kycLast4: 'An Aadhaar number ends in 4 digits',
    })
    expect(await errorsOf(edited({ kycIdType: 'PAN', kycLast4: '12AB' }))).toEqual({})
    expect(await errorsOf(edited({ kycIdType: '', kycLast4: '1234' }))).toEqual({
      kycIdType: 'Choose the ID type',
    })
  })

  it('refuses a birth date in the future and contact phones that are not numbers', async () => {
    expect(
      await errorsOf(edited({ dateOfBirth: '2026-11-23', guardianPhone: 'call me', yearOfStudy: '11' })),
    ).toEqual({
      dateOfBirth: 'The date of birth cannot be in the future',
      guardianPhone: 'Enter a phone number of 6 to 20 digits',
      yearOfStudy: 'Enter a year from 1 to 10',
    })
  })

  it('sends only what changed, trimmed, with null for a cleared field', () => {
    expect(profileRequest(tenant, profileValues(tenant))).toEqual({})
    expect(
      profileRequest(
        tenant,
        edited({ phone: '9845099999', guardianName: ' Suresh Iyer ', emergencyPhone: '', email: '' }),
      ),
    ).toEqual({
      phone_number: '9845099999',
      guardian_name: 'Suresh Iyer',
      emergency_contact_phone: null,
      email: null,
    })
  })

  it('clears the college of a tenant who starts working, and the company of one who starts studying', () => {
    expect(profileRequest(tenant, edited({ occupation: 'PROFESSIONAL', company: 'Infosys' }))).toEqual({
      occupation: 'PROFESSIONAL',
      institution_id: null,
      course_id: null,
      year_of_study: null,
      company: 'Infosys',
    })
    const worker = tenantDetail({
      occupation: 'PROFESSIONAL',
      company: 'Infosys',
      institution_id: null,
      course_id: null,
      year_of_study: null,
    })
    expect(
      profileRequest(worker, { ...profileValues(worker), occupation: 'STUDENT', institutionId: '3' }),
    ).toEqual({ occupation: 'STUDENT', company: null, institution_id: 3 })
  })

  it('sends the police verification status with its date, and clears the date when none applies', () => {
    expect(profileRequest(tenant, edited({ policeStatus: 'VERIFIED', policeDate: '2026-11-20' }))).toEqual({
      police_verification_status: 'VERIFIED',
      police_verification_date: '2026-11-20',
    })
    expect(profileRequest(tenant, edited({ policeStatus: 'PENDING', policeDate: '2026-06-04' }))).toEqual({
      police_verification_status: 'PENDING',
      police_verification_date: null,
    })
  })

  it('sends a new ID type or last 4 characters, and clears both with the type', () => {
    expect(profileRequest(tenant, edited({ kycLast4: '9876' }))).toEqual({ kyc_id_last4: '9876' })
    expect(profileRequest(tenant, edited({ kycIdType: 'PAN' }))).toEqual({ kyc_id_type: 'PAN' })
    expect(profileRequest(tenant, edited({ kycIdType: '', kycLast4: '1234' }))).toEqual({
      kyc_id_type: null,
      kyc_id_last4: null,
    })
  })

  it('masks an ID as it is stored', () => {
    expect(maskedIdText('AADHAAR', '1234')).toBe('XXXX XXXX 1234')
    expect(maskedIdText('PAN', '234F')).toBe('XXXXXX234F')
  })
})
