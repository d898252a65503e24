import { boolean, object, string } from 'yup'
import type { OffboardCompleteRequest, RefundMode } from './tenantsApi.gen'

export type CompleteValues = {
  actualMoveOutDate: string
  roomInspected: boolean
  keysReturned: boolean
  meterRead: boolean
  refundMode: RefundMode | ''
  refundReference: string
  refundDate: string
  remarks: string
}

export const REFUND_MODES: { value: RefundMode; label: string }[] = [
  { value: 'BANK_TRANSFER', label: 'Bank transfer' },
  { value: 'UPI', label: 'UPI' },
  { value: 'CASH', label: 'Cash' },
  { value: 'CHEQUE', label: 'Cheque' },
  { value: 'NONE', label: 'Not refunded yet' },
]

export const completeValues = (moveOutDate: string): CompleteValues => ({
  actualMoveOutDate: moveOutDate,
  roomInspected: false,
  keysReturned: false,
  meterRead: false,
  refundMode: '',
  refundReference: '',
  refundDate: '',
  remarks: '',
})

export const completeSchema = (refundPaise: number) =>
  object({
    actualMoveOutDate: string().required('Choose the day they left'),
    roomInspected: boolean().oneOf([true], 'Inspect the room before completing'),
    keysReturned: boolean().oneOf([true], 'Collect the keys before completing'),
    meterRead: boolean(),
    refundMode: refundPaise > 0 ? string().required('Choose how the deposit is refunded') : string(),
    refundReference: string().when('refundMode', {
      is: (mode: string) => mode === 'BANK_TRANSFER' || mode === 'UPI' || mode === 'CHEQUE',
      then: (schema) => schema.required('Enter the UTR or cheque number'),
    }),
    refundDate: string(),
    remarks: string().max(500, 'Keep the remarks under 500 characters'),
  })

/** The complete body; a refund with a reference is recorded as completed, one without as pending. */
export function completeRequest(offboardingId: number, values: CompleteValues): OffboardCompleteRequest {
  const refunded = values.refundMode !== '' && values.refundMode !== 'NONE'
  return {
    offboarding_id: offboardingId,
    actual_move_out_date: values.actualMoveOutDate,
    room_inspected: values.roomInspected,
    keys_returned: values.keysReturned,
    meter_read: values.meterRead,
    ...(values.refundMode ? { refund_mode: values.refundMode } : {}),
    ...(refunded && values.refundReference.trim() ? { refund_reference: values.refundReference.trim() } : {}),
    ...(refunded && values.refundDate ? { refund_date: values.refundDate } : {}),
    ...(refunded
      ? {
          refund_status:
            values.refundReference.trim() || values.refundMode === 'CASH' ? 'COMPLETED' : 'PENDING',
        }
      : {}),
    ...(values.remarks.trim() ? { remarks: values.remarks.trim() } : {}),
  }
}
