import * as yup from 'yup'
import type { BankAccount, BankOption, PaymentSettings } from '../settingsApi'

/** The contract's patterns (spec §9 and NPCI's VPA shape). */
export const UPI_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,64}$/
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{9,18}$/

export type PaymentValues = {
  upiId: string
  payeeName: string
  remindersOn: boolean
  daysBefore: string
  onDueDay: boolean
  daysAfter: string
  channel: 'SMS' | 'WHATSAPP'
}

export const PAYMENT_FIELDS = {
  upi_id: 'upiId',
  payee_name: 'payeeName',
  is_enabled: 'remindersOn',
  days_before: 'daysBefore',
  on_due_day: 'onDueDay',
  days_after: 'daysAfter',
  channel: 'channel',
} as const satisfies Record<string, keyof PaymentValues>

export const paymentValues = (settings: PaymentSettings): PaymentValues => ({
  upiId: settings.upi_id ?? '',
  payeeName: settings.payee_name ?? '',
  remindersOn: settings.reminders.is_enabled,
  daysBefore: settings.reminders.days_before.join(', '),
  onDueDay: settings.reminders.on_due_day,
  daysAfter: settings.reminders.days_after.join(', '),
  channel: settings.reminders.channel,
})

/** `3, 1` → [3, 1]: day counts as typed, without repeats. */
export const dayCounts = (text: string) => [
  ...new Set(
    text
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number),
  ),
]

export const paymentRequest = (values: PaymentValues) => ({
  upi_id: values.upiId.trim() || null,
  payee_name: values.payeeName.trim() || null,
  reminders: {
    is_enabled: values.remindersOn,
    days_before: dayCounts(values.daysBefore),
    on_due_day: values.onDueDay,
    days_after: dayCounts(values.daysAfter),
    channel: values.channel,
  },
})

const days = yup
  .string()
  .test('days', 'Up to 5 day counts from 1 to 30, separated by commas, e.g. 3, 1.', (value) => {
    const list = dayCounts(value ?? '')
    return list.length <= 5 && list.every((day) => Number.isInteger(day) && day >= 1 && day <= 30)
  })

export const paymentSchema = yup.object({
  upiId: yup.string().trim().matches(UPI_PATTERN, {
    message: 'Enter a UPI id like rooststays@okhdfcbank.',
    excludeEmptyString: true,
  }),
  payeeName: yup.string().trim().min(2, 'At least 2 characters.').max(80, 'At most 80 characters.'),
  daysBefore: days,
  daysAfter: days,
})

export type AccountValues = {
  bankId: string
  holder: string
  accountNumber: string
  confirmNumber: string
  ifsc: string
  upiId: string
  nickname: string
}

export const ACCOUNT_FIELDS = {
  bank_id: 'bankId',
  account_holder_name: 'holder',
  account_number: 'accountNumber',
  ifsc: 'ifsc',
  upi_id: 'upiId',
  nickname: 'nickname',
} as const satisfies Record<string, keyof AccountValues>

export const accountValues = (account?: BankAccount): AccountValues => ({
  bankId: account ? String(account.bank_id) : '',
  holder: account?.account_holder_name ?? '',
  accountNumber: '',
  confirmNumber: '',
  ifsc: account?.ifsc ?? '',
  upiId: account?.upi_id ?? '',
  nickname: account?.nickname ?? '',
})

/** The account form's rules; editing leaves the number empty to keep it. */
export const accountSchema = (banks: readonly BankOption[], editing: boolean) =>
  yup.object({
    bankId: yup.string().required('Pick the bank.'),
    holder: yup.string().trim().required('Enter the account holder’s name.').min(2).max(100),
    accountNumber: editing
      ? yup.string().matches(ACCOUNT_NUMBER_PATTERN, { message: '9 to 18 digits.', excludeEmptyString: true })
      : yup.string().required('Enter the account number.').matches(ACCOUNT_NUMBER_PATTERN, '9 to 18 digits.'),
    confirmNumber: yup.string().test('same', 'The two account numbers differ.', (value, context) => {
      const typed = (context.parent as AccountValues).accountNumber
      return !typed || value === typed
    }),
    ifsc: yup
      .string()
      .trim()
      .required('Enter the IFSC.')
      .test('ifsc', (value, context) => {
        const ifsc = (value ?? '').toUpperCase()
        if (!IFSC_PATTERN.test(ifsc))
          return context.createError({ message: 'An IFSC is 11 characters, e.g. HDFC0001234.' })
        const bank = banks.find((item) => String(item.id) === (context.parent as AccountValues).bankId)
        if (bank?.ifsc_prefix && ifsc.slice(0, 4) !== bank.ifsc_prefix) {
          return context.createError({ message: `${bank.name} IFSCs start with ${bank.ifsc_prefix}.` })
        }
        return true
      }),
    upiId: yup.string().trim().matches(UPI_PATTERN, {
      message: 'Enter a UPI id like rooststays@okhdfcbank.',
      excludeEmptyString: true,
    }),
    nickname: yup.string().max(40, 'At most 40 characters.'),
  })
