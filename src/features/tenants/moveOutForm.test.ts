import { type ValidationError } from 'yup'
import { completeRequest, completeSchema, completeValues } from './completeForm'
import { forecast, offboardingDetail } from './fixtures'
import { noticeText } from './forecastText'
import {
  editValues,
  emptyDeduction,
  forecastKey,
  forecastRequest,
  moveOutSchema,
  moveOutValues,
  raiseRequest,
} from './moveOutForm'

const messages = async (validate: () => Promise<unknown>) => {
  try {
    await validate()
    return []
  } catch (error) {
    return (error as ValidationError).errors
  }
}

describe('move-out form', () => {
  it('sends dates, waivers and labelled deductions in paise', () => {
    const values = {
      ...moveOutValues('2026-12-10', '2026-11-22'),
      waiveNoticeShortfall: true,
      deductions: [
        { kind: 'DAMAGE' as const, amount: '1500', reason: ' Broken chair ' },
        { kind: 'CLEANING' as const, amount: '499.50', reason: '' },
      ],
    }
    expect(forecastRequest(101, values)).toEqual({
      tenant_id: 101,
      move_out_date: '2026-12-10',
      notice_date: '2026-11-22',
      waive_notice_shortfall: true,
      waive_lock_in_penalty: false,
      deductions: [
        { kind: 'DAMAGE', label: 'Damage: Broken chair', amount_paise: 150_000, reason: 'Broken chair' },
        { kind: 'CLEANING', label: 'Cleaning', amount_paise: 49_950 },
      ],
    })
  })

  it('adds the reason to the raise, and leaves empty text out', () => {
    const values = { ...moveOutValues('2026-12-10', '2026-11-22'), reason: 'Course completed' }
    expect(raiseRequest(101, values)).toMatchObject({ reason: 'Course completed' })
    expect(raiseRequest(101, values)).not.toHaveProperty('remarks')
  })

  it('tells a stale forecast by its inputs', () => {
    const values = moveOutValues('2026-12-10', '2026-11-22')
    expect(forecastKey(101, values)).toBe(forecastKey(101, { ...values, reason: 'Job change' }))
    expect(forecastKey(101, values)).not.toBe(forecastKey(101, { ...values, moveOutDate: '2026-12-11' }))
    expect(forecastKey(101, values)).not.toBe(forecastKey(101, { ...values, deductions: [emptyDeduction()] }))
  })

  it('refuses a move-out before the move-in, notice after the move-out, and empty deductions', async () => {
    const schema = moveOutSchema('2026-06-01')
    expect(
      await messages(() =>
        schema.validate(
          { ...moveOutValues('2026-05-31', '2026-06-02'), deductions: [emptyDeduction()] },
          { abortEarly: false },
        ),
      ),
    ).toEqual([
      'Move-out cannot be before the move-in date',
      'Notice must be given on or before the move-out date',
      'Enter the amount',
    ])
  })

  it('edits an offboarding with its manual deductions and the waivers it had', () => {
    const detail = offboardingDetail({
      forecast: forecast('2026-12-10', '2026-11-22', [
        { kind: 'DAMAGE', label: 'Damage', amount_paise: 150_000 },
      ]),
    })
    expect(editValues(detail)).toMatchObject({
      moveOutDate: '2026-12-21',
      waiveNoticeShortfall: false,
      waiveLockInPenalty: true,
      deductions: [{ kind: 'DAMAGE', amount: '1500', reason: '' }],
      reason: 'Course completed',
    })
  })

  it('describes the notice served and the shortfall', () => {
    expect(noticeText(forecast('2026-12-21', '2026-11-22'))).toBe('30 of 30 days served')
    expect(noticeText(forecast('2026-12-10', '2026-11-22'))).toBe('19 of 30 days served, 11 days short')
  })

  it('keeps refund plus deductions equal to the deposit in the fixtures it is shown with', () => {
    const settled = forecast('2026-12-10', '2026-11-22', [
      { kind: 'DAMAGE', label: 'Damage', amount_paise: 150_000 },
    ])
    expect(settled.refund_paise + settled.deductions_total_paise).toBe(settled.deposit_paise)
  })
})

describe('complete form', () => {
  it('needs the room inspected, the keys back and a refund mode when a refund is due', async () => {
    expect(
      await messages(() =>
        completeSchema(388_441).validate(completeValues('2026-12-10'), { abortEarly: false }),
      ),
    ).toEqual([
      'Inspect the room before completing',
      'Collect the keys before completing',
      'Choose how the deposit is refunded',
    ])
    expect(
      await messages(() =>
        completeSchema(0).validate({
          ...completeValues('2026-12-10'),
          roomInspected: true,
          keysReturned: true,
        }),
      ),
    ).toEqual([])
  })

  it('asks for the UTR of a bank or UPI refund and records it as completed', async () => {
    const values = {
      ...completeValues('2026-12-10'),
      roomInspected: true,
      keysReturned: true,
      refundMode: 'UPI' as const,
    }
    expect(await messages(() => completeSchema(388_441).validate(values))).toEqual([
      'Enter the UTR or cheque number',
    ])
    expect(
      completeRequest(71, { ...values, refundReference: ' 412345678901 ', refundDate: '2026-12-11' }),
    ).toEqual({
      offboarding_id: 71,
      actual_move_out_date: '2026-12-10',
      room_inspected: true,
      keys_returned: true,
      meter_read: false,
      refund_mode: 'UPI',
      refund_reference: '412345678901',
      refund_date: '2026-12-11',
      refund_status: 'COMPLETED',
    })
  })

  it('leaves the refund out when nothing was refunded yet', () => {
    expect(
      completeRequest(71, {
        ...completeValues('2026-12-10'),
        roomInspected: true,
        keysReturned: true,
        refundMode: 'NONE',
      }),
    ).toEqual({
      offboarding_id: 71,
      actual_move_out_date: '2026-12-10',
      room_inspected: true,
      keys_returned: true,
      meter_read: false,
      refund_mode: 'NONE',
    })
  })
})
