import { PageHeader } from '../../design-system/PageHeader'

/** The properties area; its screens arrive with the feature's own issue. */
export default function PropertiesPage() {
  return <PageHeader title="Properties" description="Your PGs, hostels and co-living spaces." />
}
