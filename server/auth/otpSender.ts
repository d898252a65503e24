import type { OtpChannel } from '../db/schema'
import { formatPhone, type Phone } from './phone'

export type OtpMessage = { phone: Phone; code: string; channel: OtpChannel }

/** The port a one-time code leaves through. There is no SMS or voice gateway here. */
export interface OtpSender {
  send(message: OtpMessage): Promise<void>
}

/** Writes `OTP for +91 98450 12345: 123456` to the server's console, where the person signing in reads it. */
export const consoleOtpSender = (
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): OtpSender => ({
  async send({ phone, code, channel }: OtpMessage) {
    write(`OTP for ${formatPhone(phone)}: ${code}${channel === 'CALL' ? ' (by call)' : ''}`)
  },
})
