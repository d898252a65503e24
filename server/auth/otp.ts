import type { Clock } from '../clock'
import { HOUR, MINUTE, SECOND, plus } from '../clock'
import type { Db } from '../db/database'
import type { OtpChannel } from '../db/schema'
import { badRequest, notFound, tooManyRequests } from '../http/httpError'
import type { OtpSender } from './otpSender'
import type { Phone } from './phone'
import { hashOtpCode, newOpaqueId, newOtpCode, newSalt, sameDigest } from './secrets'

export const OTP_RULES = {
  codeLength: 6,
  validFor: 5 * MINUTE,
  maxAttempts: 5,
  resendCooldown: 60 * SECOND,
  maxSendsPerHour: 5,
} as const

export type SentOtp = { id: string; expiresInSeconds: number; resendAfterSeconds: number }

/** What a right code proves: the phone, for the caller to sign in or sign up. */
export type ValidatedOtp = { phone: Phone }

type SendOutcome = { refused: false; id: string } | { refused: 'hourly' | 'cooldown'; waitMs: number }

type ValidateOutcome =
  | { refused: false; phone: Phone }
  | { refused: 'unknown' | 'used' | 'replaced' | 'expired' | 'spent' }
  | { refused: 'wrong'; left: number }

const seconds = (ms: number) => Math.ceil(ms / SECOND)
const minutes = (ms: number) => Math.ceil(ms / MINUTE)
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`

/**
 * One-time sign-in codes. Sending never looks at whether the phone has an operator, so a known and an unknown
 * phone get the same answer. Each rule is checked inside one transaction with the write it guards.
 */
export function otpService(db: Db, now: Clock, sender: OtpSender) {
  return {
    async send(phone: Phone, channel: OtpChannel): Promise<SentOtp> {
      const code = newOtpCode()
      const outcome = await db.transaction().execute(async (trx): Promise<SendOutcome> => {
        const at = now()
        const recent = await trx
          .selectFrom('otp_codes')
          .select('created_at')
          .where('dial_code', '=', phone.dialCode)
          .where('phone_no', '=', phone.national)
          .where('created_at', '>', plus(at, -HOUR).toISOString())
          .orderBy('created_at', 'asc')
          .execute()
        if (recent.length >= OTP_RULES.maxSendsPerHour) {
          const freeAt = plus(new Date(recent[0].created_at), HOUR)
          return { refused: 'hourly', waitMs: freeAt.getTime() - at.getTime() }
        }
        const last = recent.at(-1)
        if (last) {
          const freeAt = plus(new Date(last.created_at), OTP_RULES.resendCooldown)
          if (freeAt > at) return { refused: 'cooldown', waitMs: freeAt.getTime() - at.getTime() }
        }
        await trx
          .updateTable('otp_codes')
          .set({ cancelled_at: at.toISOString() })
          .where('dial_code', '=', phone.dialCode)
          .where('phone_no', '=', phone.national)
          .where('used_at', 'is', null)
          .where('cancelled_at', 'is', null)
          .execute()
        const id = newOpaqueId()
        const salt = newSalt()
        await trx
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
        return { refused: false, id }
      })

      if (outcome.refused) {
        throw outcome.refused === 'hourly'
          ? tooManyRequests(
              `Too many codes were asked for this number. Try again in ${plural(minutes(outcome.waitMs), 'minute')}.`,
              seconds(outcome.waitMs),
            )
          : tooManyRequests(
              `Please wait ${plural(seconds(outcome.waitMs), 'second')} before asking for another code.`,
              seconds(outcome.waitMs),
            )
      }
      await sender.send({ phone, code, channel })
      return {
        id: outcome.id,
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
        if (row.cancelled_at) return { refused: 'replaced' }
        if (row.expires_at <= at) return { refused: 'expired' }
        if (row.attempts >= OTP_RULES.maxAttempts) return { refused: 'spent' }
        if (!sameDigest(hashOtpCode(code, row.code_salt), row.code_hash)) {
          const attempts = row.attempts + 1
          await trx.updateTable('otp_codes').set({ attempts }).where('id', '=', id).execute()
          return { refused: 'wrong', left: OTP_RULES.maxAttempts - attempts }
        }
        await trx.updateTable('otp_codes').set({ used_at: at }).where('id', '=', id).execute()
        return { refused: false, phone: { dialCode: row.dial_code, national: row.phone_no } }
      })

      if (!outcome.refused) return { phone: outcome.phone }
      switch (outcome.refused) {
        case 'unknown':
          throw notFound('This code request does not exist. Ask for a new code.')
        case 'used':
          throw badRequest('This code has already been used. Ask for a new code.')
        case 'replaced':
          throw badRequest('A newer code was sent to this number. Enter the latest code.')
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
