import { EmptyState } from '../../../design-system/EmptyState'

/** Being built in this session (issue 19); replaced by the section itself. */
export function ModulesSection() {
  return <EmptyState title="Coming in this change" />
}
