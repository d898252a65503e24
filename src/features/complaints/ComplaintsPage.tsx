import { PageHeader } from '../../design-system/PageHeader'

/** The complaints area; its screens arrive with the feature's own issue. */
export default function ComplaintsPage() {
  return <PageHeader title="Complaints" description="Issues raised by residents, and who is on them." />
}
