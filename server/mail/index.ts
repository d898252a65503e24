import type { Clock } from '../clock'
import { DEFAULT_FROM, type Mailer } from './mailer'
import { outboxMailer } from './outboxMailer'
import { smtpMailer } from './smtpMailer'

export type { MailMessage, MailResult, Mailer } from './mailer'

/** SMTP when `SMTP_URL` is set, else the outbox folder; `MAIL_FROM` names the sender. */
export function mailerFromEnvironment(env: NodeJS.ProcessEnv, outboxDir: string, now: Clock): Mailer {
  const from = env.MAIL_FROM || DEFAULT_FROM
  return env.SMTP_URL ? smtpMailer(env.SMTP_URL, from) : outboxMailer(outboxDir, from, now)
}
