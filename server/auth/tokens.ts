import type { Clock } from '../clock'
import { DAY, MINUTE, plus } from '../clock'
import type { Db } from '../db/database'
import type { OperatorRow } from '../db/schema'
import type { Phone } from './phone'
import { hashToken, newToken } from './secrets'

export const SESSION_TOKEN_TTL = 30 * DAY
export const SIGNUP_TOKEN_TTL = 30 * MINUTE

/** Who a request's token speaks for. */
export type AuthContext =
  | { kind: 'session'; tokenHash: string; tokenId: number; operator: OperatorRow }
  | { kind: 'signup'; tokenHash: string; phone: Phone }

export type IssuedToken = { token: string; expiresAt: Date }

/** Bearer tokens: random, stored only as a hash, with an expiry, revocable. */
export function tokenStore(db: Db, now: Clock) {
  async function issue(
    within: Db,
    owner: { kind: 'session'; operatorId: number } | { kind: 'signup'; phone: Phone },
  ): Promise<IssuedToken> {
    const token = newToken()
    const createdAt = now()
    const expiresAt = plus(createdAt, owner.kind === 'session' ? SESSION_TOKEN_TTL : SIGNUP_TOKEN_TTL)
    await within
      .insertInto('auth_tokens')
      .values({
        token_hash: hashToken(token),
        kind: owner.kind,
        operator_id: owner.kind === 'session' ? owner.operatorId : null,
        dial_code: owner.kind === 'signup' ? owner.phone.dialCode : null,
        phone_no: owner.kind === 'signup' ? owner.phone.national : null,
        created_at: createdAt.toISOString(),
        expires_at: expiresAt.toISOString(),
        revoked_at: null,
      })
      .execute()
    return { token, expiresAt }
  }

  return {
    /** A 30-day token for an operator; pass a transaction to issue it inside one. */
    issueSession: (operatorId: number, within: Db = db) => issue(within, { kind: 'session', operatorId }),

    /** A short-lived token that only signup accepts, for a phone proven by a code but without an operator. */
    issueSignup: (phone: Phone, within: Db = db) => issue(within, { kind: 'signup', phone }),

    /** The token's owner, or null when it is unknown, expired or revoked. */
    async resolve(token: string): Promise<AuthContext | null> {
      const tokenHash = hashToken(token)
      const row = await db
        .selectFrom('auth_tokens')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now().toISOString())
        .executeTakeFirst()
      if (!row) return null
      if (row.kind === 'signup') {
        return row.dial_code && row.phone_no
          ? { kind: 'signup', tokenHash, phone: { dialCode: row.dial_code, national: row.phone_no } }
          : null
      }
      const operator = row.operator_id
        ? await db.selectFrom('operators').selectAll().where('id', '=', row.operator_id).executeTakeFirst()
        : undefined
      return operator ? { kind: 'session', tokenHash, tokenId: row.id, operator } : null
    },

    async revoke(tokenHash: string, within: Db = db): Promise<void> {
      await within
        .updateTable('auth_tokens')
        .set({ revoked_at: now().toISOString() })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .execute()
    },
  }
}

export type TokenStore = ReturnType<typeof tokenStore>
