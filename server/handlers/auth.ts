import { OTP_RULES } from '../auth/otp'
import { maskPhone, type Phone } from '../auth/phone'
import { checkedPhone } from '../auth/phoneRules'
import type { IssuedToken } from '../auth/tokens'
import type { OtpChannel } from '../db/schema'
import { badRequest, conflict, unauthorized } from '../http/httpError'
import { createOperator, findOperatorByPhone } from '../operators/operators'
import { userDetail } from '../operators/profile'
import { handler, type Handlers, type Services } from './handler'

type CountryHeaders = { 'x-country-code'?: string; 'x-country-iso'?: string }

type SignupBody = {
  name: string
  brand: string
  email?: string
  city_id?: number
  property_count?: number
  country_iso_code: string
}

const tokenData = ({ token, expiresAt }: IssuedToken) => ({ token, expires_at: expiresAt.toISOString() })

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE'

/** Tag `auth`: one-time codes by SMS and call, validation, signup with the temporary token, sign-out. */
export function authHandlers({ db, now, otp, tokens }: Services): Handlers {
  const sendCode = async (phone: Phone, channel: OtpChannel, address: string) => {
    const sent = await otp.send(phone, channel, address)
    return {
      data: {
        id: sent.id,
        channel,
        phone_number_masked: maskPhone(phone),
        code_length: OTP_RULES.codeLength,
        expires_in_seconds: sent.expiresInSeconds,
        resend_after_seconds: sent.resendAfterSeconds,
      },
    }
  }

  return {
    sendOtp: handler<{ Params: { phone: string }; Headers: CountryHeaders }>(async (request) => {
      const phone = await checkedPhone(
        db,
        {
          national: request.params.phone,
          dialCode: request.headers['x-country-code'] ?? '+91',
          iso: request.headers['x-country-iso'],
        },
        { national: 'path.phone', dialCode: 'header.x-country-code' },
      )
      return sendCode(phone, 'SMS', request.ip)
    }),

    sendOtpByCall: handler<{
      Querystring: { phone_number: string; dial_code: string }
      Headers: CountryHeaders
    }>(async (request) => {
      const phone = await checkedPhone(
        db,
        {
          national: request.query.phone_number,
          dialCode: request.query.dial_code,
          iso: request.headers['x-country-iso'],
        },
        { national: 'query.phone_number', dialCode: 'query.dial_code' },
      )
      return sendCode(phone, 'CALL', request.ip)
    }),

    validateOtp: handler<{ Params: { id: string }; Body: { otp: string } }>(async (request) => {
      const { phone } = await otp.validate(request.params.id, request.body.otp)
      const operator = await findOperatorByPhone(db, phone)
      if (operator) {
        const issued = await tokens.issueSession(operator.id)
        return { data: { ...tokenData(issued), token_type: 'session', is_new_user: false } }
      }
      const issued = await tokens.issueSignup(phone)
      return { data: { ...tokenData(issued), token_type: 'signup', is_new_user: true } }
    }),

    signupOperator: handler<{ Body: SignupBody }>(async (request, reply) => {
      const auth = request.auth
      if (auth?.kind !== 'signup') throw unauthorized()
      const body = request.body
      if (body.city_id !== undefined) {
        const city = await db
          .selectFrom('cities')
          .select('id')
          .where('id', '=', body.city_id)
          .executeTakeFirst()
        if (!city)
          throw badRequest('Choose a city from the list.', [
            { field: 'body.city_id', message: 'Unknown city.' },
          ])
      }
      const taken = () => conflict('This phone number already has an account. Sign in instead.')
      if (await findOperatorByPhone(db, auth.phone)) throw taken()
      const created = await db
        .transaction()
        .execute(async (trx) => {
          const operator = await createOperator(trx, now, {
            phone: auth.phone,
            name: body.name.trim(),
            brand: body.brand.trim(),
            email: body.email ?? null,
            countryIso: body.country_iso_code,
            cityId: body.city_id ?? null,
            propertyCount: body.property_count ?? null,
          })
          if (!operator) return undefined
          await tokens.revoke(auth.tokenHash, trx)
          return { operator, issued: await tokens.issueSession(operator.id, trx) }
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw taken()
          throw error
        })
      if (!created) {
        const message = `The country ${body.country_iso_code} is not supported yet.`
        throw badRequest(message, [{ field: 'body.country_iso_code', message }])
      }
      reply.code(201)
      return { data: { ...tokenData(created.issued), user: await userDetail(db, created.operator) } }
    }),

    logout: handler(async (request) => {
      if (request.auth?.kind !== 'session') throw unauthorized()
      await tokens.revoke(request.auth.tokenHash)
      return { data: { success: true, message: 'Signed out.' } }
    }),
  }
}
