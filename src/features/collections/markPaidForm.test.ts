import { createIdempotencyKeys } from './idempotencyKey'
import {
  bulkMarkPaidRequest,
  bulkMarkPaidSchema,
  markPaidDefaults,
  markPaidRequest,
  markPaidSchema,
  type MarkPaidValues,
} from './markPaidForm'

const TODAY = '2026-11-22'
const BALANCE = 1250050

const valid: MarkPaidValues = { ...markPaidDefaults(BALANCE, TODAY), reference: '412345678901' }

const errorsOf = async (values: Partial<MarkPaidValues>) => {
  try {
    await markPaidSchema(BALANCE, TODAY).validate({ ...valid, ...values }, { abortEarly: false })
    return {}
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] }
    return Object.fromEntries(inner.map(({ path, message }) => [path, message]))
  }
}

describe('markPaidDefaults', () => {
  it('starts at the whole balance in rupees, paid today by UPI', () => {
    expect(markPaidDefaults(BALANCE, TODAY)).toMatchObject({ amount: '12500.50', mode: 'UPI', paidOn: TODAY })
    expect(markPaidDefaults(BALANCE, TODAY, 0).amount).toBe('12501')
  })
})

describe('markPaidSchema', () => {
  it('accepts a full and a partial payment', async () => {
    expect(await errorsOf({})).toEqual({})
    expect(await errorsOf({ amount: '5000' })).toEqual({})
  })

  it('refuses an empty, zero or larger-than-outstanding amount', async () => {
    expect(await errorsOf({ amount: '' })).toEqual({ amount: 'Enter the amount received' })
    expect(await errorsOf({ amount: '0' })).toEqual({ amount: 'The amount must be more than ₹0' })
    expect(await errorsOf({ amount: '12500.51' })).toEqual({ amount: 'At most the outstanding ₹12,500.50' })
  })

  it('needs a reference for non-cash modes only, of 6 to 22 letters and digits', async () => {
    expect(await errorsOf({ reference: '' })).toEqual({ reference: 'Enter the UTR or cheque number' })
    expect(await errorsOf({ mode: 'CASH', reference: '' })).toEqual({})
    expect(await errorsOf({ reference: 'UTR-1' })).toEqual({ reference: 'Use 6 to 22 letters and digits' })
  })

  it('refuses a day in the future', async () => {
    expect(await errorsOf({ paidOn: '2026-11-23' })).toEqual({ paidOn: 'The day cannot be in the future' })
  })
})

describe('markPaidRequest', () => {
  it('sends paise exactly, and the reference only for non-cash modes', () => {
    expect(markPaidRequest({ ...valid, amount: '5000.10', remarks: ' first half ' })).toEqual({
      amount_paise: 500010,
      mode: 'UPI',
      paid_on: TODAY,
      reference: '412345678901',
      remarks: 'first half',
      send_receipt: true,
    })
    expect(markPaidRequest({ ...valid, mode: 'CASH', sendReceipt: false })).toEqual({
      amount_paise: BALANCE,
      mode: 'CASH',
      paid_on: TODAY,
      send_receipt: false,
    })
  })

  it('names the staff member who took the money, and nobody when the operator did', () => {
    expect(markPaidRequest({ ...valid, collectedBy: 'staff:101' })).toMatchObject({
      collected_by_staff_id: 101,
    })
    expect(markPaidRequest({ ...valid, collectedBy: 'operator:1' })).not.toHaveProperty(
      'collected_by_staff_id',
    )
  })
})

describe('createIdempotencyKeys', () => {
  it('keeps one key for the same body until it is recorded', () => {
    const keys = createIdempotencyKeys()
    const first = keys.keyFor({ amount_paise: 100 })
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    expect(keys.keyFor({ amount_paise: 100 })).toBe(first)
    const changed = keys.keyFor({ amount_paise: 200 })
    expect(changed).not.toBe(first)
    keys.done()
    expect(keys.keyFor({ amount_paise: 200 })).not.toBe(changed)
  })
})

describe('bulkMarkPaidRequest', () => {
  it('pays every chosen collection in one mode, with the reference only for non-cash modes', () => {
    expect(
      bulkMarkPaidRequest([3, 4], { mode: 'NEFT', paidOn: TODAY, reference: ' N12345678 ', collectedBy: '' }),
    ).toEqual({
      collection_ids: [3, 4],
      mode: 'NEFT',
      paid_on: TODAY,
      reference: 'N12345678',
    })
    expect(
      bulkMarkPaidRequest([3], {
        mode: 'CASH',
        paidOn: TODAY,
        reference: 'ignored1',
        collectedBy: 'staff:7',
      }),
    ).toEqual({
      collection_ids: [3],
      mode: 'CASH',
      paid_on: TODAY,
      collected_by_staff_id: 7,
    })
  })

  it('refuses a future day', async () => {
    await expect(
      bulkMarkPaidSchema(TODAY).validateAt('paidOn', { mode: 'CASH', paidOn: '2027-01-01', reference: '' }),
    ).rejects.toThrow('The day cannot be in the future')
  })
})
