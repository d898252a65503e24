import { PageHeader } from '../../design-system/PageHeader'

/** The expenses area; its screens arrive with the feature's own issue. */
export default function ExpensesPage() {
  return <PageHeader title="Expenses" description="Spending by category and vendor." />
}
