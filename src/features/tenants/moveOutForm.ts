import { array, boolean, object, string } from 'yup'
import { paiseToRupeesText, rupeesToPaise } from '../../design-system/MoneyInput'
import { MANUAL_DEDUCTIONS } from './tenantLabels'
import type { Deduction, DeductionInput, DeductionKind, OffboardingForecastRequest } from './tenantsApi'

export type DeductionValues = { kind: DeductionKind; amount: string; reason: string }

export type MoveOutValues = {
  moveOutDate: string
  noticeDate: string
  waiveNoticeShortfall: boolean
  waiveLockInPenalty: boolean
  deductions: DeductionValues[]
  reason: string
  remarks: string
}

export const emptyDeduction = (): DeductionValues => ({ kind: 'DAMAGE', amount: '', reason: '' })

export const moveOutValues = (moveOutDate: string, noticeDate: string): MoveOutValues => ({
  moveOutDate,
  noticeDate,
  waiveNoticeShortfall: false,
  waiveLockInPenalty: false,
  deductions: [],
  reason: '',
  remarks: '',
})

/** An existing offboarding's values for editing: only the manual deductions are the operator's. */
export const editValues = (offboarding: {
  move_out_date: string
  notice_date: string
  reason: string | null
  remarks: string | null
  forecast: { deductions: Deduction[] }
}): MoveOutValues => ({
  moveOutDate: offboarding.move_out_date,
  noticeDate: offboarding.notice_date,
  // The server leaves out a waived deduction, so its absence means it was waived or never applied.
  waiveNoticeShortfall: !offboarding.forecast.deductions.some((item) => item.kind === 'NOTICE_SHORTFALL'),
  waiveLockInPenalty: !offboarding.forecast.deductions.some((item) => item.kind === 'LOCK_IN_PENALTY'),
  deductions: offboarding.forecast.deductions
    .filter((item) => item.is_manual)
    .map((item) => ({
      kind: item.kind,
      amount: paiseToRupeesText(item.amount_paise),
      reason: item.reason ?? '',
    })),
  reason: offboarding.reason ?? '',
  remarks: offboarding.remarks ?? '',
})

export const moveOutSchema = (moveInDate: string) =>
  object({
    moveOutDate: string()
      .required('Choose the move-out date')
      .test(
        'after-move-in',
        'Move-out cannot be before the move-in date',
        (value) => !value || value >= moveInDate,
      ),
    noticeDate: string()
      .required('Choose the day notice was given')
      .test('before-move-out', 'Notice must be given on or before the move-out date', function (value) {
        const moveOut = this.parent.moveOutDate as string
        return !value || !moveOut || value <= moveOut
      }),
    waiveNoticeShortfall: boolean(),
    waiveLockInPenalty: boolean(),
    deductions: array(
      object({
        kind: string().required(),
        amount: string()
          .required('Enter the amount')
          .test(
            'amount',
            'Enter an amount in rupees above ₹0',
            (value) => !value || (rupeesToPaise(value) ?? 0) > 0,
          ),
        reason: string().max(200, 'Keep the reason under 200 characters'),
      }),
    ),
    reason: string().max(200, 'Keep the reason under 200 characters'),
    remarks: string().max(500, 'Keep the remarks under 500 characters'),
  })

const kindLabel = (kind: DeductionKind) =>
  MANUAL_DEDUCTIONS.find((item) => item.value === kind)?.label ?? kind

/** The operator's deductions in the contract's shape. */
export const deductionInputs = (deductions: readonly DeductionValues[]): DeductionInput[] =>
  deductions.map((item) => ({
    kind: item.kind,
    label: item.reason.trim() ? `${kindLabel(item.kind)}: ${item.reason.trim()}` : kindLabel(item.kind),
    amount_paise: rupeesToPaise(item.amount) ?? 0,
    ...(item.reason.trim() ? { reason: item.reason.trim() } : {}),
  }))

/** What the forecast and the raise share: the dates, waivers and deductions. */
export const forecastRequest = (tenantId: number, values: MoveOutValues): OffboardingForecastRequest => ({
  tenant_id: tenantId,
  move_out_date: values.moveOutDate,
  notice_date: values.noticeDate,
  deductions: deductionInputs(values.deductions),
  waive_notice_shortfall: values.waiveNoticeShortfall,
  waive_lock_in_penalty: values.waiveLockInPenalty,
})

/** The raise body: the forecast's inputs plus why the tenant leaves. */
export const raiseRequest = (tenantId: number, values: MoveOutValues) => ({
  ...forecastRequest(tenantId, values),
  ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
  ...(values.remarks.trim() ? { remarks: values.remarks.trim() } : {}),
})

/** A stable key of the forecast's inputs, to tell whether the shown forecast still matches the form. */
export const forecastKey = (tenantId: number, values: MoveOutValues) =>
  JSON.stringify(forecastRequest(tenantId, values))
