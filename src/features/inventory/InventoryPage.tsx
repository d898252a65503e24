import { PageHeader } from '../../design-system/PageHeader'

/** The inventory area; its screens arrive with the feature's own issue. */
export default function InventoryPage() {
  return <PageHeader title="Inventory" description="Beds by status across your properties." />
}
