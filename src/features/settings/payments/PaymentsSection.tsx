import type { ListState } from '../../../app/core/listState/useListState'
import { EmptyState } from '../../../design-system/EmptyState'

/** Being built in this session (issue 19); replaced by the section itself. */
export function PaymentsSection({ list }: { list: ListState }) {
  return <EmptyState title="Coming in this change" description={`Tab ${list.tab ?? ''}`} />
}
