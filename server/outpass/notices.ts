import type { Db } from '../db/database'
import type { Notifier } from '../notify/notifier'
import type { OutpassRow } from './status'

export type NoticeEvent = 'APPROVED' | 'OUT' | 'LATE_RETURN'

const TYPE_WORDS: Record<OutpassRow['type'], string> = {
  DAY_OUTING: 'outing',
  NIGHT_OUT: 'night out',
  HOME_LEAVE: 'home leave',
  EMERGENCY: 'emergency leave',
}

/** "12 Dec 18:00" in Asia/Kolkata. */
const moment = (at: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(at))
    .replace(',', '')

/** The message's text: "Roost: Aarav's home leave is approved, 12 Dec 18:00 – 15 Dec 20:00." */
export function noticeText(event: NoticeEvent, pass: OutpassRow, name: string): string {
  const firstName = name.split(' ')[0]
  const what = TYPE_WORDS[pass.type]
  switch (event) {
    case 'APPROVED':
      return `Roost: ${firstName}'s ${what} is approved, ${moment(pass.from_at)} – ${moment(pass.to_at)}.`
    case 'OUT':
      return `Roost: ${firstName} went out on ${what} at ${moment(pass.actual_out_at ?? pass.from_at)}; due back ${moment(pass.to_at)}.`
    case 'LATE_RETURN':
      return `Roost: ${firstName} came back at ${moment(pass.actual_in_at ?? pass.to_at)}, later than ${moment(pass.to_at)}.`
  }
}

/** A stored phone as E.164: spaces dropped, the resident's dial code where the number has none. */
const e164 = (phone: string, dialCode: string) => {
  const digits = phone.replace(/[\s-]/g, '')
  return digits.startsWith('+') ? digits : `${dialCode}${digits}`
}

type Reachable = { dial_code: string; phone_no: string; guardian_phone: string | null }

/** Who is told: the resident, and the guardian when there is a guardian's phone. */
export const noticeRecipients = (tenant: Reachable) => [
  { recipient: 'RESIDENT' as const, to: `${tenant.dial_code}${tenant.phone_no}` },
  ...(tenant.guardian_phone
    ? [{ recipient: 'GUARDIAN' as const, to: e164(tenant.guardian_phone, tenant.dial_code) }]
    : []),
]

/**
 * Tells the resident and the guardian (when the resident has one with a phone) through the Notifier port, and
 * records each message with the delivery status the port returned.
 */
export async function notifyPass(
  db: Db,
  notifier: Notifier,
  pass: OutpassRow,
  event: NoticeEvent,
  at: string,
): Promise<void> {
  const tenant = await db
    .selectFrom('tenants')
    .select(['name', 'dial_code', 'phone_no', 'guardian_phone'])
    .where('id', '=', pass.tenant_id)
    .executeTakeFirstOrThrow()
  const text = noticeText(event, pass, tenant.name)
  for (const { recipient, to } of noticeRecipients(tenant)) {
    const status = await notifier.send({ channel: 'SMS', to, text })
    await db
      .insertInto('outpass_notices')
      .values({ outpass_id: pass.id, recipient, to, event, text, status, created_at: at })
      .execute()
  }
}
