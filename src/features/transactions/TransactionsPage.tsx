import { PageHeader } from '../../design-system/PageHeader'

/** The transactions area; its screens arrive with the feature's own issue. */
export default function TransactionsPage() {
  return <PageHeader title="Transactions" description="Payments recorded against collections." />
}
