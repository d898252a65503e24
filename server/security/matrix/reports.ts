import type { OperatorObjects } from '../../testing/objectsKit'
import { filter, inPath, type MatrixEntry } from './entry'

const job = (o: OperatorObjects) => o.reportJob()

/** Report jobs: another operator's job is a 404 on every call that names one; their properties too. */
export const reportEntries: Record<string, MatrixEntry> = {
  getReport: { cases: [inPath(job)] },
  downloadReport: { cases: [inPath(job)] },
  rerunReport: { cases: [inPath(job)] },
  emailReport: { cases: [inPath(job, { body: { emails: ['matrix@example.com'] } })] },
  generateReport: {
    cases: [
      {
        fields: ['body.property_ids'],
        theirs: (o) => o.property(),
        call: (id) => ({ body: { report_type: 'DUES_AGEING', format: 'CSV', property_ids: [Number(id)] } }),
      },
    ],
  },
  listReportEmails: {
    cases: [filter('query.report_id', job, (id) => ({ query: { report_id: id } }))],
  },
}
