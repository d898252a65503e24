import nodemailer from 'nodemailer'
import type { Mailer } from './mailer'
import { mailOptions } from './outboxMailer'

/** Sends through the SMTP server of `url` (e.g. `smtp://user:pass@mail.example.com:587`); a refusal is FAILED. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url)
  return {
    async send(message) {
      try {
        await transport.sendMail(mailOptions(from, message))
        return { state: 'SENT' }
      } catch (error) {
        return { state: 'FAILED', error: error instanceof Error ? error.message : String(error) }
      }
    },
  }
}
