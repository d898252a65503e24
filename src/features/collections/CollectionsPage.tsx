import { PageHeader } from '../../design-system/PageHeader'

/** The collections area; its screens arrive with the feature's own issue. */
export default function CollectionsPage() {
  return <PageHeader title="Collections" description="Rent and charges due and received." />
}
