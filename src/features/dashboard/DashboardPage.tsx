import { PageHeader } from '../../design-system/PageHeader'

/** The dashboard area; its screens arrive with the feature's own issue. */
export default function DashboardPage() {
  return <PageHeader title="Dashboard" description="Occupancy, dues and collections at a glance." />
}
