import type { BedStatusCode } from '../../design-system/StatusBadge'

/** Rooms by their free beds: at least one free, every bed free, or none free. */
export type Vacancy = 'free' | 'empty' | 'full'

/** What the bed board shows, kept in the address so a filtered board can be shared and reloaded. */
export type BoardFilters = {
  /** Bed statuses to show; empty shows every status. */
  statuses: BedStatusCode[]
  roomTypeId: number | null
  vacancy: Vacancy | null
  /** Matched against tenant, bed and room names. */
  search: string
  /** Also fetch beds of inactive rooms and inactive beds (a server-side filter). */
  showInactive: boolean
}

/** Address keys, named after the lookup call's own parameters where one exists. */
export const FILTER_KEYS = {
  statuses: 'status2',
  roomTypeId: 'room_type_filter',
  vacancy: 'vacancy',
  search: 'search_text',
  showInactive: 'show_inactive',
} as const

const STATUS_CODES: readonly BedStatusCode[] = [1, 2, 3, 4]
const VACANCIES: readonly Vacancy[] = ['free', 'empty', 'full']

export const NO_FILTERS: BoardFilters = {
  statuses: [],
  roomTypeId: null,
  vacancy: null,
  search: '',
  showInactive: false,
}

/** Reads the filters from the address, ignoring values that are not valid. */
export function readBoardFilters(params: URLSearchParams): BoardFilters {
  const statuses = STATUS_CODES.filter((code) =>
    (params.get(FILTER_KEYS.statuses) ?? '').split(',').includes(String(code)),
  )
  const roomType = Number(params.get(FILTER_KEYS.roomTypeId))
  const vacancy = params.get(FILTER_KEYS.vacancy)
  return {
    // Every status selected is the same as no status filter.
    statuses: statuses.length === STATUS_CODES.length ? [] : statuses,
    roomTypeId: Number.isInteger(roomType) && roomType > 0 ? roomType : null,
    vacancy: VACANCIES.find((value) => value === vacancy) ?? null,
    search: (params.get(FILTER_KEYS.search) ?? '').trim(),
    showInactive: params.get(FILTER_KEYS.showInactive) === 'true',
  }
}

/** Writes the filters into the address, leaving out the ones at their default and keeping unrelated keys. */
export function writeBoardFilters(filters: BoardFilters, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base)
  Object.values(FILTER_KEYS).forEach((key) => params.delete(key))
  const statuses = [...filters.statuses].sort()
  if (statuses.length > 0 && statuses.length < STATUS_CODES.length)
    params.set(FILTER_KEYS.statuses, statuses.join(','))
  if (filters.roomTypeId !== null) params.set(FILTER_KEYS.roomTypeId, String(filters.roomTypeId))
  if (filters.vacancy) params.set(FILTER_KEYS.vacancy, filters.vacancy)
  if (filters.search.trim()) params.set(FILTER_KEYS.search, filters.search.trim())
  if (filters.showInactive) params.set(FILTER_KEYS.showInactive, 'true')
  return params
}

/** Whether any filter that hides beds on the client is on (the inactive switch only adds beds). */
export const hasClientFilters = (filters: BoardFilters) =>
  filters.statuses.length > 0 ||
  filters.roomTypeId !== null ||
  filters.vacancy !== null ||
  filters.search !== ''
