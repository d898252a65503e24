import { PageHeader } from '../../design-system/PageHeader'

/** The settings area; its screens arrive with the feature's own issue. */
export default function SettingsPage() {
  return <PageHeader title="Settings" description="Your business, tax and payment details." />
}
