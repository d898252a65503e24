import { PageHeader } from '../../design-system/PageHeader'

/** The staff area; its screens arrive with the feature's own issue. */
export default function StaffPage() {
  return <PageHeader title="Staff" description="Your team and their roles." />
}
