import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Clock } from '../clock'
import type { MailMessage, Mailer } from './mailer'

/** `20261125T134400Z-1a2b3c4d.eml`: sorts by time, unique, safe in any file system. */
const emlName = (at: Date) =>
  `${at.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')}-${randomBytes(4).toString('hex')}.eml`

/** Nodemailer's message options for a MailMessage. */
export const mailOptions = (from: string, message: MailMessage) => ({
  from,
  to: [...message.to],
  subject: message.subject,
  text: message.text,
  attachments: message.attachments.map((attachment) => ({ ...attachment })),
})

/**
 * The local default: each message is built by nodemailer (RFC 822 with MIME attachments, CRLF lines) and written
 * to `<outbox>/<name>.eml`, which any mail client opens. Nothing leaves the machine.
 */
export function outboxMailer(outboxDir: string, from: string, now: Clock): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    async send(message) {
      const built = await transport.sendMail(mailOptions(from, message))
      await mkdir(outboxDir, { recursive: true })
      const name = emlName(now())
      await writeFile(path.join(outboxDir, name), built.message as Buffer)
      return { state: 'OUTBOX', emlFileName: name }
    },
  }
}
