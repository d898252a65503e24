import type { TestServer } from './testServer'

type Data<T> = { data: T }

export const REPORTS = '/report/api/v1/operator/report'

/** The contract's ReportJob, as far as tests read it. */
export type Job = {
  id: number
  report_type: string
  format: string
  status: 'QUEUED' | 'RUNNING' | 'READY' | 'FAILED' | 'EXPIRED'
  progress_pct: number
  row_count: number | null
  size_bytes: number | null
  failure_reason: string | null
  requested_by: string
  expires_at: string | null
  file_name: string | null
  download_url: string | null
  parameters: { property_ids: number[] | null; as_of: string | null; emails: string[] }
}

/** A dues-ageing report as of a day the demo seed has dues on: money columns and a totals row. */
export const DUES_AGEING = { report_type: 'DUES_AGEING', format: 'CSV', as_of: '2026-11-22' }

/** Starts a job through generateReport and gives its id. */
export async function startReport(server: TestServer, token: string, body: object = DUES_AGEING) {
  const answer = await server.call<Data<Job>>('POST', `${REPORTS}/get`, { token, body })
  if (answer.status !== 202)
    throw new Error(`generateReport answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  return answer.body.data.id
}

/** Polls getReport until the job is READY, FAILED or EXPIRED (or `until` holds), within 20 s. */
export async function waitForReport(
  server: TestServer,
  token: string,
  id: number,
  until: (job: Job) => boolean = (job) => !['QUEUED', 'RUNNING'].includes(job.status),
): Promise<Job> {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    const answer = await server.call<Data<Job>>('GET', `${REPORTS}/${id}`, { token })
    if (answer.status !== 200) throw new Error(`getReport answered ${answer.status}`)
    if (until(answer.body.data)) return answer.body.data
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`Report ${id} did not get there within 20 s`)
}

/** Every report operation once, for the contract walk: catalogue, a job to READY, its file, re-run and e-mail. */
export async function exerciseReports(server: TestServer, token: string): Promise<void> {
  await server.call('GET', `${REPORTS}/type/list`, { token })
  const id = await startReport(server, token)
  await waitForReport(server, token, id)
  await server.call('GET', `${REPORTS}/list`, { token })
  await server.call('GET', `${REPORTS}/${id}/download`, { token })
  await server.call('POST', `${REPORTS}/${id}/email`, { token, body: { emails: ['owner@example.com'] } })
  await server.call('GET', `${REPORTS}/email/list?report_id=${id}`, { token })
  await waitForReport(server, token, await rerun(server, token, id))
}

async function rerun(server: TestServer, token: string, id: number) {
  const answer = await server.call<Data<Job>>('POST', `${REPORTS}/${id}/rerun`, { token })
  return answer.body.data.id
}
