import { PageHeader } from '../../design-system/PageHeader'

/** The food management area; its screens arrive with the feature's own issue. */
export default function FoodPage() {
  return <PageHeader title="Food management" description="Meals, menus and opt-ins." />
}
