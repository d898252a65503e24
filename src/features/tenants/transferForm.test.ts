import type { TransferAdjustment } from './tenantsApi'
import {
  quoteArgs,
  transferProblems,
  transferRequest,
  transferSchema,
  transferValues,
  type TransferValues,
} from './transferForm'
import { adjustmentText, transferBlockedReason, transferToast } from './transferText'

const filled = (overrides: Partial<TransferValues> = {}): TransferValues => ({
  ...transferValues(1, '2026-11-15'),
  bedId: '51',
  rent: '9000',
  ...overrides,
})

const adjustment = (overrides: Partial<TransferAdjustment> = {}): TransferAdjustment => ({
  kind: 'CHARGE',
  amount_paise: 106_667,
  label: 'Rent difference 15–30 Nov 2026 (₹10,000 → ₹12,000)',
  old_rent_paise: 1_000_000,
  new_rent_paise: 1_200_000,
  period_start: '2026-11-01',
  period_end: '2026-11-30',
  nights: 16,
  period_days: 30,
  period_raised: true,
  collection_id: null,
  ...overrides,
})

describe('the transfer form', () => {
  it('sends the bed, date, rent in paise and the handlings; a new deposit only with refund and recollect', () => {
    expect(transferRequest(filled({ newDeposit: '18000', reason: '  Wants a quieter room ' }))).toEqual({
      bed_id: 51,
      from_date: '2026-11-15',
      rent_paise: 900_000,
      deposit_handling: 'CARRY_FORWARD',
      rent_difference: 'PRO_RATE',
      reason: 'Wants a quieter room',
    })
    expect(
      transferRequest(
        filled({
          depositHandling: 'REFUND_AND_RECOLLECT',
          newDeposit: '18000',
          rentDifference: 'NEXT_PERIOD',
        }),
      ),
    ).toMatchObject({
      deposit_handling: 'REFUND_AND_RECOLLECT',
      new_deposit_paise: 1_800_000,
      rent_difference: 'NEXT_PERIOD',
    })
  })

  it('asks for a quote only once a bed and a date are chosen', () => {
    expect(quoteArgs(101, filled({ bedId: '' }))).toBeUndefined()
    expect(quoteArgs(101, filled({ fromDate: '' }))).toBeUndefined()
    expect(quoteArgs(101, filled())).toEqual({
      id: 101,
      bedId: 51,
      fromDate: '2026-11-15',
      rentPaise: 900_000,
      depositHandling: 'CARRY_FORWARD',
      newDepositPaise: undefined,
      rentDifference: 'PRO_RATE',
    })
  })

  it('refuses a date before the move-in, a missing bed or rent, and a missing new deposit', async () => {
    const schema = transferSchema('2026-06-01')
    await expect(schema.isValid(filled())).resolves.toBe(true)
    await expect(schema.validateAt('fromDate', filled({ fromDate: '2026-05-31' }))).rejects.toThrow(
      'The transfer cannot be before the move-in date',
    )
    await expect(schema.validateAt('bedId', filled({ bedId: '' }))).rejects.toThrow(
      'Choose the bed to move to',
    )
    await expect(schema.validateAt('rent', filled({ rent: '0' }))).rejects.toThrow(
      'Rent must be more than ₹0',
    )
    await expect(
      schema.validateAt('newDeposit', filled({ depositHandling: 'REFUND_AND_RECOLLECT' })),
    ).rejects.toThrow('Enter the deposit to collect')
  })

  it('puts a named field error on its field, and a bare 409 next to the bed', () => {
    const named = {
      status: 400,
      data: { message: 'x', errors: [{ field: 'body.from_date', message: 'Too early' }] },
    }
    expect(transferProblems(named)).toEqual({ fromDate: 'Too early' })
    expect(transferProblems({ status: 409, data: { message: 'Bed B is taken from 10/12/2026' } })).toEqual({
      bedId: 'Bed B is taken from 10/12/2026',
    })
    expect(transferProblems({ status: 500, data: {} })).toEqual({})
    expect(transferProblems(undefined)).toEqual({})
  })
})

describe('the transfer texts', () => {
  it('says what is charged or credited for how many nights, or that nothing is adjusted', () => {
    expect(adjustmentText(adjustment())).toBe(
      'Charge ₹1,066.67 for 16 of 30 nights (01/11/2026 to 30/11/2026)',
    )
    expect(adjustmentText(adjustment({ kind: 'CREDIT', amount_paise: 53_333 }))).toBe(
      'Credit ₹533.33 for 16 of 30 nights (01/11/2026 to 30/11/2026)',
    )
    expect(adjustmentText(adjustment({ kind: 'NONE', amount_paise: 0 }))).toBe('Nothing to adjust')
  })

  it('names the new bed from its first night and the adjustment in the toast', () => {
    // Moving tomorrow: today's room is still the old bed; the new stay is in the history.
    const room = {
      history: [
        { room_name: '301', bed_name: 'B', from_date: '2026-11-15' },
        { room_name: '204', bed_name: 'A', from_date: '2026-06-01' },
      ],
    }
    expect(transferToast(room, '2026-11-15', adjustment())).toBe(
      'Moved to Room 301 · Bed B from 15/11/2026; ₹1,066.67 charged',
    )
    expect(transferToast(room, '2026-11-15', adjustment({ kind: 'NONE', amount_paise: 0 }))).toBe(
      'Moved to Room 301 · Bed B from 15/11/2026; nothing to adjust',
    )
  })

  it('blocks a moved-out tenant and one without a bed', () => {
    expect(transferBlockedReason({ status: 'MOVED_OUT', is_bed_linked: false })).toMatch(/^Moved out/)
    expect(transferBlockedReason({ status: 'UPCOMING', is_bed_linked: false })).toMatch(/^No bed yet/)
    expect(transferBlockedReason({ status: 'ACTIVE', is_bed_linked: true })).toBeNull()
  })
})
