import type { Clock } from '../clock'
import { MINUTE, SECOND, plus } from '../clock'
import type { Db } from '../db/database'
import type { OtpChannel } from '../db/schema'
import { badRequest, notFound, tooManyRequests } from '../http/httpError'
import type { OtpSender } from './otpSender'
import type { Phone } from './phone'
import { SEND_LIMITS, sendAllowance, type SendRefusal } from './sendAllowance'
import { hashOtpCode, newOpaqueId, newOtpCode, newSalt, sameDigest } from './secrets'

export const OTP_RULES = {
  codeLength: 6,
  validFor: 5 * MINUTE,
  maxAttempts: 5,
  resendCooldown: SEND_LIMITS.cooldown,
} as const

export type SentOtp = { id: string; expiresInSeconds: number; resendAfterSeconds: number }

/** What a right code proves: the phone, for the caller to sign in or sign up. */
export type ValidatedOtp = { phone: Phone }

type ValidateOutcome =
  | { refused: false; phone: Phone }
  | { refused: 'unknown' | 'used' | 'cancelled' | 'expired' | 'spent' }
  | { refused: 'wrong'; left: number }

const seconds = (ms: number) => Math.ceil(ms / SECOND)
const minutes = (ms: number) => Math.ceil(ms / MINUTE)
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`

function refusal({ refused, waitMs }: SendRefusal) {
  switch (refused) {
    case 'address':
      return tooManyRequests(
        `Too many codes were asked from this network. Try again in ${plural(minutes(waitMs), 'minute')}.`,
        seconds(waitMs),
      )
    case 'hourly':
      return tooManyRequests(
        `Too many codes were asked for this number. Try again in ${plural(minutes(waitMs), 'minute')}.`,
        seconds(waitMs),
      )
    case 'cooldown':
      return tooManyRequests(
        `Please wait ${plural(seconds(waitMs), 'second')} before asking for another code.`,
        seconds(waitMs),
      )
  }
}

/**
 * One-time sign-in codes. Sending never looks at whether the phone has an operator, so a known and an unknown
 * phone get the same answer. Sends are limited per requesting address (sendAllowance); a send never cancels
 * another code, so each stays valid until its own expiry, and the first right one cancels the phone's others.
 */
export function otpService(db: Db, now: Clock, sender: OtpSender) {
  const allowance = sendAllowance(db, now)
  return {
    /** Sends a code to the phone, asked for from `address` (the client's IP address). */
    async send(phone: Phone, channel: OtpChannel, address: string): Promise<SentOtp> {
      const refused = await allowance.take(address, phone)
      if (refused) throw refusal(refused)
      const code = newOtpCode()
      const at = now()
      const id = newOpaqueId()
      const salt = newSalt()
      await db
        .insertInto('otp_codes')
        .values({
          id,
          dial_code: phone.dialCode,
          phone_no: phone.national,
          channel,
          code_salt: salt,
          code_hash: hashOtpCode(code, salt),
          created_at: at.toISOString(),
          expires_at: plus(at, OTP_RULES.validFor).toISOString(),
          used_at: null,
          cancelled_at: null,
        })
        .execute()
      await sender.send({ phone, code, channel })
      return {
        id,
        expiresInSeconds: seconds(OTP_RULES.validFor),
        resendAfterSeconds: seconds(OTP_RULES.resendCooldown),
      }
    },

    /**
     * Checks a code against OTP request `id`. A wrong code uses up one of its attempts (committed even
     * though the call fails); a right one is spent at once.
     */
    async validate(id: string, code: string): Promise<ValidatedOtp> {
      const outcome = await db.transaction().execute(async (trx): Promise<ValidateOutcome> => {
        const at = now().toISOString()
        const row = await trx.selectFrom('otp_codes').selectAll().where('id', '=', id).executeTakeFirst()
        if (!row) return { refused: 'unknown' }
        if (row.used_at) return { refused: 'used' }
        if (row.cancelled_at) return { refused: 'cancelled' }
        if (row.expires_at <= at) return { refused: 'expired' }
        if (row.attempts >= OTP_RULES.maxAttempts) return { refused: 'spent' }
        if (!sameDigest(hashOtpCode(code, row.code_salt), row.code_hash)) {
          const attempts = row.attempts + 1
          await trx.updateTable('otp_codes').set({ attempts }).where('id', '=', id).execute()
          return { refused: 'wrong', left: OTP_RULES.maxAttempts - attempts }
        }
        await trx.updateTable('otp_codes').set({ used_at: at }).where('id', '=', id).execute()
        await trx
          .updateTable('otp_codes')
          .set({ cancelled_at: at })
          .where('dial_code', '=', row.dial_code)
          .where('phone_no', '=', row.phone_no)
          .where('used_at', 'is', null)
          .where('cancelled_at', 'is', null)
          .execute()
        return { refused: false, phone: { dialCode: row.dial_code, national: row.phone_no } }
      })

      if (!outcome.refused) return { phone: outcome.phone }
      switch (outcome.refused) {
        case 'unknown':
          throw notFound('This code request does not exist. Ask for a new code.')
        case 'used':
          throw badRequest('This code has already been used. Ask for a new code.')
        case 'cancelled':
          throw badRequest('Another code was used to sign in with this number. Ask for a new code.')
        case 'expired':
          throw badRequest('This code has expired. Ask for a new code.')
        case 'spent':
          throw tooManyRequests('Too many wrong attempts for this code. Ask for a new code.', 0)
        case 'wrong': {
          const message = outcome.left
            ? `That code is not right. ${plural(outcome.left, 'attempt')} left.`
            : 'That code is not right, and no attempts are left. Ask for a new code.'
          throw badRequest(message, [{ field: 'body.otp', message }])
        }
      }
    },
  }
}

export type OtpService = ReturnType<typeof otpService>
