import { gstinCheckCharacter } from './gstin'
import { vendorRequest, vendorUpdateRequest } from './vendorRequest'
import { newVendorValues, vendorSchema, type VendorValues } from './vendorSchema'

const first14 = '29ABCDE1234F1Z'
const gstin = first14 + gstinCheckCharacter(first14)
const filled = (changes: Partial<VendorValues>): VendorValues => ({
  ...newVendorValues(),
  name: 'Sai Plumbing Works',
  phone: '9845012345',
  services: ['PLUMBING'],
  ...changes,
})

async function errorsOf(values: VendorValues) {
  try {
    await vendorSchema.validate(values, { abortEarly: false })
    return {}
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] }
    return Object.fromEntries(inner.map((item) => [item.path, item.message]))
  }
}

it('accepts a vendor with a name, a phone and a service', async () => {
  expect(await errorsOf(filled({}))).toEqual({})
})

it('names a GSTIN typing mistake and a PAN that is not the GSTIN’s', async () => {
  const wrong = first14 + (gstin[14] === 'A' ? 'B' : 'A')
  expect(await errorsOf(filled({ gstin: wrong }))).toEqual({
    gstin: 'The GSTIN has a typing mistake: its last character does not match the rest.',
  })
  expect(await errorsOf(filled({ gstin, pan: 'ZZZZZ9999Z' }))).toEqual({
    pan: 'The PAN does not match the GSTIN, which holds ABCDE1234F',
  })
  expect(await errorsOf(filled({ gstin: gstin.toLowerCase(), pan: 'abcde1234f' }))).toEqual({})
})

it('wants the bank fields all together or none', async () => {
  expect(await errorsOf(filled({ bankAccountNumber: '123456789012' }))).toEqual({
    bankAccountName: 'Give the account name, number and IFSC together, or none of them',
    bankIfsc: 'Give the account name, number and IFSC together, or none of them',
  })
})

it('needs a service', async () => {
  expect(await errorsOf(filled({ services: [] }))).toEqual({ services: 'Choose at least one service' })
})

it('sends codes in upper case, leaves empty fields out on create and clears them with null on edit', () => {
  const values = filled({ gstin: ` ${gstin.toLowerCase()} `, propertyIds: ['3', '7'] })
  expect(vendorRequest(values)).toEqual({
    name: 'Sai Plumbing Works',
    phone_number: '9845012345',
    services: ['PLUMBING'],
    record_kinds: ['COMPLAINT', 'EXPENSE'],
    gstin,
    property_ids: [3, 7],
  })
  expect(vendorUpdateRequest(values)).toMatchObject({ gstin, pan: null, email: null, bank_ifsc: null })
})

it('reads fields formik hands over as undefined (empty) without failing', async () => {
  const values = { ...filled({ bankIfsc: 'HDFC0001234' }), bankAccountName: undefined, gstin: undefined }
  await expect(vendorSchema.validate(values, { abortEarly: false })).rejects.toMatchObject({
    errors: [
      'Give the account name, number and IFSC together, or none of them',
      'Give the account name, number and IFSC together, or none of them',
    ],
  })
  await expect(vendorSchema.isValid({ ...filled({}), gstin: undefined, pan: 'ABCDE1234F' })).resolves.toBe(
    true,
  )
})
