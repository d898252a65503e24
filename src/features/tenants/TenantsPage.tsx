import { PageHeader } from '../../design-system/PageHeader'

/** The tenants area; its screens arrive with the feature's own issue. */
export default function TenantsPage() {
  return <PageHeader title="Tenants" description="Residents, move-ins and move-outs." />
}
