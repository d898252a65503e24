import type { Clock } from '../clock'
import { HOUR } from '../clock'
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

type Send = { phone: string; at: number }

/** Past this many addresses, those without a send in the last hour are forgotten. */
const SWEEP_AT = 10_000

/**
 * Which code sends an address may make, counted per requesting address: an address's sends for a phone
 * never use up another address's allowance for it, so a stranger cannot lock the owner out. Kept in memory
 * (one server process serves the local provider), so a restart forgets the last hour.
 */
export function sendAllowance(now: Clock) {
  const byAddress = new Map<string, Send[]>()

  const recent = (address: string, at: number) => {
    const sends = (byAddress.get(address) ?? []).filter((send) => send.at > at - HOUR)
    if (sends.length) byAddress.set(address, sends)
    else byAddress.delete(address)
    return sends
  }

  const sweep = (at: number) => {
    if (byAddress.size < SWEEP_AT) return
    for (const address of [...byAddress.keys()]) recent(address, at)
  }

  return {
    /** Takes one send from the address's allowance for the phone, or says why it cannot. */
    take(address: string, phone: Phone): SendRefusal | null {
      const at = now().getTime()
      sweep(at)
      const sends = recent(address, at)
      if (sends.length >= SEND_LIMITS.perAddressPerHour) {
        return { refused: 'address', waitMs: sends[0].at + HOUR - at }
      }
      const key = `${phone.dialCode} ${phone.national}`
      const forPhone = sends.filter((send) => send.phone === key)
      if (forPhone.length >= SEND_LIMITS.perPhonePerHour) {
        return { refused: 'hourly', waitMs: forPhone[0].at + HOUR - at }
      }
      const last = forPhone.at(-1)
      if (last && last.at + SEND_LIMITS.cooldown > at) {
        return { refused: 'cooldown', waitMs: last.at + SEND_LIMITS.cooldown - at }
      }
      byAddress.set(address, [...sends, { phone: key, at }])
      return null
    },
  }
}
