import type { Mailer } from '../mail'
import type { ReportRunner } from './runner'

/** What the report handlers work with: the job runner, the mailer and where files live. */
export type ReportServices = {
  runner: ReportRunner
  mailer: Mailer
  /** `<data folder>/reports`: one folder per operator. */
  reportsDir: string
}
