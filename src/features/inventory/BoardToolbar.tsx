import { Button } from '../../design-system/Button'
import { Checkbox } from '../../design-system/Checkbox'
import { SearchField } from '../../design-system/SearchField'
import { Select } from '../../design-system/Select'
import { Skeleton } from '../../design-system/Skeleton'
import { BED_STATUSES, BedStatus, type BedStatusCode } from '../../design-system/StatusBadge'
import { Switch } from '../../design-system/Switch'
import { hasClientFilters, NO_FILTERS, type BoardFilters, type Vacancy } from './boardFilters'
import {
  StyledFilterRow,
  StyledResultLine,
  StyledStatusLabel,
  StyledStatuses,
  StyledToolbar,
} from './BoardToolbar.styles'
import type { BedStatusCounts, RoomType } from './inventoryApi'
import { countOf, type LettingWords } from './letting'
import { formatCount } from '../../design-system/format'

const COUNT_KEYS: Record<BedStatusCode, keyof BedStatusCounts> = {
  1: 'available',
  2: 'occupied',
  3: 'booked',
  4: 'ending',
}

const vacancyOptions = (words: LettingWords): { value: Vacancy; label: string }[] =>
  words.unitLet
    ? [
        { value: 'free', label: 'Vacant units' },
        { value: 'full', label: 'Let units' },
      ]
    : [
        { value: 'free', label: 'Rooms with a free bed' },
        { value: 'empty', label: 'Empty rooms' },
        { value: 'full', label: 'Full rooms' },
      ]

/** '39 beds in 18 rooms', or 'Showing 5 beds of 39 in 4 rooms' while filters hide some; units are just counted. */
function resultText(
  filters: BoardFilters,
  words: LettingWords,
  shown: { beds: number; rooms: number },
  total: number,
) {
  const rooms = words.unitLet ? '' : ` in ${countOf(shown.rooms, words.room, words.rooms)}`
  return hasClientFilters(filters)
    ? `Showing ${countOf(shown.beds, words.bed, words.beds)} of ${formatCount(total)}${rooms}`
    : `${countOf(total, words.bed, words.beds)}${rooms}`
}

export type BoardToolbarProps = {
  filters: BoardFilters
  onChange: (changes: Partial<BoardFilters>, options?: { replace?: boolean }) => void
  counts: BedStatusCounts | undefined
  roomTypes: readonly RoomType[]
  words: LettingWords
  shown: { beds: number; rooms: number }
  total: number
  /**
   * Only the board's first beds are in: the counts show as loading, the filters wait for the whole board, and the
   * result line says the rest is loading.
   */
  waiting: boolean
}

/** The board's filters: statuses with their counts, room type, vacancy, search and inactive rooms. */
export function BoardToolbar({
  filters,
  onChange,
  counts,
  roomTypes,
  words,
  shown,
  total,
  waiting,
}: BoardToolbarProps) {
  const vacancies = vacancyOptions(words)
  const toggleStatus = (code: BedStatusCode, on: boolean) =>
    onChange({
      statuses: on ? [...filters.statuses, code] : filters.statuses.filter((other) => other !== code),
    })
  return (
    <StyledToolbar role="search" aria-label={`Filter ${words.beds}`}>
      <StyledStatuses disabled={waiting} aria-busy={waiting}>
        <legend>Status</legend>
        {BED_STATUSES.map(({ code, label }) => (
          <Checkbox
            key={code}
            checked={filters.statuses.includes(code)}
            onChange={(event) => toggleStatus(code, event.target.checked)}
            label={
              <StyledStatusLabel>
                <BedStatus status={code} display="icon" size={18} />
                {label}
                {waiting ? (
                  <span data-part="count">
                    <Skeleton width="2ch" />
                  </span>
                ) : (
                  counts && <span data-part="count">{counts[COUNT_KEYS[code]]}</span>
                )}
              </StyledStatusLabel>
            }
          />
        ))}
      </StyledStatuses>
      <StyledFilterRow>
        <SearchField
          label="Search"
          placeholder={words.unitLet ? 'Tenant or unit' : 'Tenant, bed or room'}
          value={filters.search}
          disabled={waiting}
          onSearch={(search) => onChange({ search }, { replace: true })}
        />
        <Select
          label={words.unitLet ? 'Unit type' : 'Room type'}
          placeholder="All types"
          options={roomTypes.map((type) => ({ value: String(type.id), label: type.name }))}
          value={filters.roomTypeId === null ? '' : String(filters.roomTypeId)}
          disabled={waiting}
          onChange={(event) =>
            onChange({ roomTypeId: event.target.value ? Number(event.target.value) : null })
          }
        />
        <Select
          label="Vacancy"
          placeholder={`All ${words.rooms}`}
          options={vacancies}
          value={filters.vacancy ?? ''}
          disabled={waiting}
          onChange={(event) =>
            onChange({
              vacancy: vacancies.find((option) => option.value === event.target.value)?.value ?? null,
            })
          }
        />
        <Switch
          label={`Show inactive ${words.rooms}`}
          checked={filters.showInactive}
          disabled={waiting}
          onChange={(showInactive) => onChange({ showInactive })}
        />
      </StyledFilterRow>
      <StyledResultLine>
        {/* Counted over the whole board, so not before it is in. Said here, in a line whose height is kept, rather
            than below the board: the board's box stays the same when the rest arrives, so the box remembered for
            its first render (boardSize.ts) is the one it is shown in. */}
        <span role="status">
          {waiting ? `Loading the rest of the ${words.beds}…` : resultText(filters, words, shown, total)}
        </span>
        {hasClientFilters(filters) && (
          <div data-part="actions">
            <Button
              variant="ghost"
              size="small"
              onClick={() => onChange({ ...NO_FILTERS, showInactive: filters.showInactive })}
            >
              Clear filters
            </Button>
          </div>
        )}
      </StyledResultLine>
    </StyledToolbar>
  )
}
