import { PageHeader } from '../../design-system/PageHeader'

/** The food analytics area; its screens arrive with the feature's own issue. */
export default function FoodAnalyticsPage() {
  return <PageHeader title="Food analytics" description="Planned against served, skips and cost per plate." />
}
