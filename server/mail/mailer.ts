/** A file sent along with a message. */
export type MailAttachment = { filename: string; path: string; contentType: string }

export type MailMessage = {
  to: readonly string[]
  subject: string
  text: string
  attachments: readonly MailAttachment[]
}

/**
 * What became of a message: OUTBOX when written as an .eml file to the local outbox (nothing left the machine),
 * SENT when the SMTP server accepted it, FAILED with what went wrong.
 */
export type MailResult =
  { state: 'OUTBOX'; emlFileName: string } | { state: 'SENT' } | { state: 'FAILED'; error: string }

/** The port report e-mails go out through: the local outbox by default, SMTP when `SMTP_URL` is set. */
export type Mailer = {
  send: (message: MailMessage) => Promise<MailResult>
}

/** The sender of every message, unless `MAIL_FROM` names another. */
export const DEFAULT_FROM = 'Roost reports <reports@roost.invalid>'
