import { useParams } from 'react-router-dom'
import { PageHeader } from '../../design-system/PageHeader'

/** A tenant's record; the profile arrives with the tenants issue. */
export default function TenantPage() {
  const { tenantId } = useParams()
  return (
    <PageHeader title="Tenant" description={`Tenant ${tenantId ?? ''}: profile, bed, rent and documents.`} />
  )
}
