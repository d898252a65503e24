import { handoverActions, handoverRequest } from './handoverForm'
import { readAllPages } from '../../app/core/csv'
import {
  newStaffValues,
  staffCreateRequest,
  staffSchema,
  staffUpdateRequest,
  type StaffValues,
} from './staffForm'

const TODAY = '2026-11-22'
const valid: StaffValues = { ...newStaffValues(), name: 'Ravi Kumar', phone: '9845012345', role: 'WARDEN' }

const errorsOf = async (values: Partial<StaffValues>) => {
  try {
    await staffSchema(TODAY).validate({ ...valid, ...values }, { abortEarly: false })
    return {}
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] }
    return Object.fromEntries(inner.map(({ path, message }) => [path, message]))
  }
}

it('checks the phone like sign-in, the police date and the properties', async () => {
  expect(await errorsOf({})).toEqual({})
  expect(await errorsOf({ phone: '5845012345' })).toEqual({
    phone: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
  })
  expect(await errorsOf({ phone: '984501234' })).toEqual({
    phone: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
  })
  expect(await errorsOf({ police: 'VERIFIED' })).toEqual({
    policeDate: 'Enter the date of the police verification',
  })
  expect(await errorsOf({ police: 'SUBMITTED', policeDate: '2026-11-23' })).toEqual({
    policeDate: 'The day cannot be in the future',
  })
  expect(await errorsOf({ allProperties: false })).toEqual({
    propertyIds: 'Choose at least one property, or All properties',
  })
})

it('sends only what was filled on create, and clears emptied fields on edit', () => {
  expect(staffCreateRequest({ ...valid, salary: '15000.50' })).toEqual({
    name: 'Ravi Kumar',
    phone_number: '9845012345',
    dial_code: '+91',
    role: 'WARDEN',
    all_properties: true,
    can_collect_cash: false,
    police_verification_status: 'PENDING',
    monthly_salary_paise: 1500050,
  })
  expect(
    staffUpdateRequest({
      ...valid,
      allProperties: false,
      propertyIds: ['2'],
      police: 'PENDING',
      policeDate: 'x',
    }),
  ).toMatchObject({
    all_properties: false,
    property_ids: [2],
    police_verification_date: null,
    email: null,
    joined_on: null,
    monthly_salary_paise: null,
  })
})

it('offers each handover state its actions only, and sends the declared paise', () => {
  expect(handoverActions({ status: 'DRAFT' })).toEqual(['SUBMIT', 'DISCARD'])
  expect(handoverActions({ status: 'SUBMITTED' })).toEqual(['ACCEPT', 'DISPUTE'])
  expect(handoverActions({ status: 'ACCEPTED' })).toEqual([])
  expect(handoverActions({ status: 'DISPUTED' })).toEqual([])
  expect(handoverRequest({ declared: '4500.25', note: ' ' }, false)).toEqual({
    declared_paise: 450025,
    submit: false,
  })
})

it('reads every page of 100 until the count is reached', async () => {
  const offsets: number[] = []
  const rows = await readAllPages(async (offset, limit) => {
    offsets.push(offset)
    const all = Array.from({ length: 250 }, (_, at) => at)
    return { count: 250, results: all.slice(offset, offset + limit) }
  })
  expect(offsets).toEqual([0, 100, 200])
  expect(rows).toHaveLength(250)
})
