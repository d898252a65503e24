import { PageHeader } from '../../design-system/PageHeader'

/** The reports area; its screens arrive with the feature's own issue. */
export default function ReportsPage() {
  return <PageHeader title="Reports" description="Monthly statements and exports." />
}
