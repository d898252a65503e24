import type { Clock } from '../clock'
import { HOUR } from '../clock'
import type { Db } from '../db/database'
import { lockUntilCommit } from '../db/engine'
import type { Phone } from './phone'

export const SEND_LIMITS = {
  /** Codes one address may ask for in an hour, whatever the phones. */
  perAddressPerHour: 20,
  /** Codes one address may ask for one phone in an hour. */
  perPhonePerHour: 5,
  /** The wait between two codes one address asks for one phone. */
  cooldown: 60_000,
} as const

/** Why a send is refused, and how long until it would be allowed. */
export type SendRefusal = { refused: 'address' | 'hourly' | 'cooldown'; waitMs: number }

/**
 * Which code sends an address may make, counted per requesting address: an address's sends for a phone
 * never use up another address's allowance for it, so a stranger cannot lock the owner out. Kept in the database
 * (otp_sends), so that every server instance on one database counts the same sends, and a restart forgets none.
 */
export function sendAllowance(db: Db, now: Clock) {
  return {
    /**
     * Takes one send from the address's allowance for the phone, or says why it cannot. The check and the record
     * are one transaction holding the address's lock, so that two instances taking for one address at once
     * count one after the other (each would otherwise allow a send the other's uncommitted one should refuse).
     */
    take(address: string, phone: Phone): Promise<SendRefusal | null> {
      const at = now().getTime()
      return db.transaction().execute(async (trx): Promise<SendRefusal | null> => {
        await lockUntilCommit(trx, 'otp_sends', address)
        // Sends an hour old count for no one. Deleting them comes first: on SQLite the first write takes the
        // file's write lock, so another process's sends cannot commit between this transaction's reads and its own.
        await trx
          .deleteFrom('otp_sends')
          .where('sent_at', '<=', new Date(at - HOUR).toISOString())
          .execute()
        const sends = (
          await trx
            .selectFrom('otp_sends')
            .select(['dial_code', 'phone_no', 'sent_at'])
            .where('address', '=', address)
            .orderBy('sent_at')
            .orderBy('id')
            .execute()
        ).map((send) => ({ ...send, at: Date.parse(send.sent_at) }))
        if (sends.length >= SEND_LIMITS.perAddressPerHour) {
          return { refused: 'address', waitMs: sends[0].at + HOUR - at }
        }
        const forPhone = sends.filter(
          (send) => send.dial_code === phone.dialCode && send.phone_no === phone.national,
        )
        if (forPhone.length >= SEND_LIMITS.perPhonePerHour) {
          return { refused: 'hourly', waitMs: forPhone[0].at + HOUR - at }
        }
        const last = forPhone.at(-1)
        if (last && last.at + SEND_LIMITS.cooldown > at) {
          return { refused: 'cooldown', waitMs: last.at + SEND_LIMITS.cooldown - at }
        }
        await trx
          .insertInto('otp_sends')
          .values({
            address,
            dial_code: phone.dialCode,
            phone_no: phone.national,
            sent_at: new Date(at).toISOString(),
          })
          .execute()
        return null
      })
    },
  }
}
