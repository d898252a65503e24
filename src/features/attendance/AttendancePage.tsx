import { PageHeader } from '../../design-system/PageHeader'

/** The attendance & outpass area; its screens arrive with the feature's own issue. */
export default function AttendancePage() {
  return <PageHeader title="Attendance & outpass" description="Night roll-call and passes." />
}
