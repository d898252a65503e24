/** A message to a tenant's phone: a payment reminder or a receipt. */
export type TenantMessage = {
  channel: 'SMS' | 'WHATSAPP'
  /** E.164, e.g. `+919812345678`. */
  to: string
  text: string
}

/** What became of a message: RECORDED when nothing was sent (the local default), else SENT or FAILED. */
export type DeliveryStatus = 'RECORDED' | 'SENT' | 'FAILED'

/**
 * The port reminders and receipts go out through. A real SMS or WhatsApp provider implements it; the local
 * provider's default sends nothing, and the collections module records every message with the status returned.
 */
export type Notifier = {
  send: (message: TenantMessage) => Promise<DeliveryStatus>
}

/** The local default: no SMS leaves the machine; the reminder is only recorded. */
export const recordingNotifier: Notifier = {
  send: async () => 'RECORDED',
}
