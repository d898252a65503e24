import type { ListState } from '../../app/core/listState/useListState'

/** Stub until the Menu tab lands (issue 17 in progress). */
export function MenuTab(_props: { list: ListState; propertyId: number }) {
  return null
}
