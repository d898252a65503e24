import { useListState } from '../../../app/core/listState/useListState'
import { ReferenceSection } from './ReferenceSection'

/** The section as /settings mounts it, with its list state read from the address (for stories). */
export function ReferenceHarness() {
  const list = useListState({ defaultTab: 'reference' })
  return <ReferenceSection list={list} />
}
