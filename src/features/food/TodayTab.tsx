import type { ListState } from '../../app/core/listState/useListState'

/** Stub until the Today tab lands (issue 17 in progress). */
export function TodayTab(_props: { list: ListState; propertyId: number }) {
  return null
}
