import type { Db } from '../db/database'
import type { Flag, OperatorRow } from '../db/schema'

export type ReminderChannel = 'SMS' | 'WHATSAPP'

export type ReminderSchedule = {
  is_enabled: boolean
  days_before: number[]
  on_due_day: boolean
  days_after: number[]
  channel: ReminderChannel
}

export type PaymentSettingsUpdate = {
  upi_id?: string | null
  payee_name?: string | null
  reminders?: Partial<ReminderSchedule>
}

/** `3,1` ⇄ [3, 1]: day counts are kept as text on the operator row, largest first. */
const dayList = (text: string): number[] =>
  text
    .split(',')
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => b - a)
const dayText = (days: readonly number[]) => [...days].sort((a, b) => b - a).join(',')

export const reminderSchedule = (operator: OperatorRow): ReminderSchedule => ({
  is_enabled: operator.reminder_enabled === 1,
  days_before: dayList(operator.reminder_days_before),
  on_due_day: operator.reminder_on_due_day === 1,
  days_after: dayList(operator.reminder_days_after),
  channel: operator.reminder_channel,
})

/** The settings the Payments section shows, with the properties that use their own UPI id. */
export async function paymentSettings(db: Db, operator: OperatorRow) {
  const overrides = await db
    .selectFrom('properties')
    .select(['id', 'name', 'upi_id', 'payee_name'])
    .where('operator_id', '=', operator.id)
    .where('upi_id', 'is not', null)
    .orderBy('name')
    .orderBy('id')
    .execute()
  return {
    upi_id: operator.upi_id,
    payee_name: operator.payee_name,
    reminders: reminderSchedule(operator),
    property_overrides: overrides.map((property) => ({
      property_id: property.id,
      property_name: property.name,
      upi_id: property.upi_id ?? '',
      payee_name: property.payee_name,
    })),
  }
}

const flag = (value: boolean): Flag => (value ? 1 : 0)

/** The operator columns a settings change writes. */
export function paymentSettingsChanges(update: PaymentSettingsUpdate) {
  const reminders = update.reminders ?? {}
  return {
    ...(update.upi_id === undefined ? {} : { upi_id: update.upi_id }),
    ...(update.payee_name === undefined ? {} : { payee_name: update.payee_name }),
    ...(reminders.is_enabled === undefined ? {} : { reminder_enabled: flag(reminders.is_enabled) }),
    ...(reminders.days_before === undefined ? {} : { reminder_days_before: dayText(reminders.days_before) }),
    ...(reminders.on_due_day === undefined ? {} : { reminder_on_due_day: flag(reminders.on_due_day) }),
    ...(reminders.days_after === undefined ? {} : { reminder_days_after: dayText(reminders.days_after) }),
    ...(reminders.channel === undefined ? {} : { reminder_channel: reminders.channel }),
  }
}
