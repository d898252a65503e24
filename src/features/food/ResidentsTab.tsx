import type { ListState } from '../../app/core/listState/useListState'

/** Stub until the Residents tab lands (issue 17 in progress). */
export function ResidentsTab(_props: { list: ListState; propertyId: number }) {
  return null
}
