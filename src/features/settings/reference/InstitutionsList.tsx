import { useState } from 'react'
import { downloadCsv, readAllPages } from '../../../app/core/csv'
import { toListArgs } from '../../../app/core/listState/listQuery'
import type { ListState } from '../../../app/core/listState/useListState'
import { AddInstitutionDialog } from '../../../app/core/resources/AddInstitutionDialog'
import {
  useLazyListInstitutionsQuery,
  useListCitiesQuery,
  useListInstitutionsQuery,
  type Institution,
} from '../../../app/core/resources/resourcesApi'
import { Button } from '../../../design-system/Button'
import type { DataTableColumn } from '../../../design-system/DataTable'
import { Select } from '../../../design-system/Select'
import { StatusBadge } from '../../../design-system/StatusBadge'
import { institutionsCsv } from './institutionsCsv'
import { StyledCell } from './Reference.styles'
import { ReferenceList } from './ReferenceList'

const SOURCE_OPTIONS = [
  { value: 'true', label: 'Added by you' },
  { value: 'false', label: 'Shared list' },
]

/** Every city fits one read today (the seed has fewer than 100); the city filter offers them all. */
const CITY_FILTER_LIMIT = 100

function columns(openCourses: (institution: Institution) => void): DataTableColumn<Institution>[] {
  return [
    {
      id: 'name',
      header: 'College',
      cell: (institution) => (
        <StyledCell>
          {institution.name}
          {institution.is_own && <StatusBadge tone="info">Added by you</StatusBadge>}
        </StyledCell>
      ),
    },
    { id: 'city', header: 'City', cell: (institution) => institution.city_name ?? '—' },
    { id: 'aishe', header: 'AISHE code', cell: (institution) => institution.aishe_code ?? '—' },
    {
      id: 'courses',
      header: 'Courses',
      cell: (institution) => (
        <Button
          variant="secondary"
          size="small"
          aria-label={`Courses of ${institution.name}`}
          onClick={() => openCourses(institution)}
        >
          Courses
        </Button>
      ),
    },
  ]
}

/**
 * Colleges (type COLLEGE, spec §9): the shared list and the operator's own, searched by name, filtered by city and
 * by who added them; "Add a college" and a CSV of the filtered list.
 */
export function InstitutionsList({ list }: { list: ListState }) {
  const { offset, limit } = toListArgs(list)
  const { search = '', city_id: cityId = '', own = '' } = list.filters
  const query = {
    type: 'COLLEGE' as const,
    name: search || undefined,
    cityId: Number(cityId) || undefined,
    own: own === '' ? undefined : own === 'true',
  }
  const result = useListInstitutionsQuery({ offset, limit, ...query })
  const { data: cities } = useListCitiesQuery({ limit: CITY_FILTER_LIMIT })
  const [readPage] = useLazyListInstitutionsQuery()
  const [adding, setAdding] = useState(false)
  const [exporting, setExporting] = useState(false)

  const exportCsv = async () => {
    setExporting(true)
    try {
      const rows = await readAllPages(async (at, size) => {
        const answer = await readPage({ offset: at, limit: size, ...query }).unwrap()
        return answer.data
      })
      downloadCsv('colleges.csv', institutionsCsv(rows))
    } catch {
      // The base query has shown the failure.
    } finally {
      setExporting(false)
    }
  }

  const openCourses = (institution: Institution) =>
    list.setFilters({
      list: 'courses',
      institution: institution.id,
      college: institution.name,
      search: null,
      city_id: null,
      own: null,
    })

  return (
    <>
      <ReferenceList
        label="Colleges"
        list={list}
        result={result}
        columns={columns(openCourses)}
        getRowId={(institution) => String(institution.id)}
        searchLabel="Search colleges"
        searchPlaceholder="College name"
        filtered={cityId !== '' || own !== ''}
        onClearFilters={() => list.setFilters({ search: null, city_id: null, own: null })}
        filters={
          <>
            <Select
              label="City"
              placeholder="All cities"
              options={(cities?.data.results ?? []).map((city) => ({
                value: String(city.id),
                label: city.name,
              }))}
              value={cityId}
              onChange={(event) => list.setFilters({ city_id: event.target.value })}
            />
            <Select
              label="Added by"
              placeholder="Everyone"
              options={SOURCE_OPTIONS}
              value={own}
              onChange={(event) => list.setFilters({ own: event.target.value })}
            />
          </>
        }
        actions={
          <>
            <Button
              variant="secondary"
              loading={exporting}
              disabled={!result.data?.data.count}
              onClick={() => void exportCsv()}
            >
              Export colleges CSV
            </Button>
            <Button onClick={() => setAdding(true)}>Add a college</Button>
          </>
        }
      />
      <AddInstitutionDialog
        open={adding}
        initialName={search}
        onClose={() => setAdding(false)}
        onAdded={() => setAdding(false)}
        onUseExisting={(existing) => {
          setAdding(false)
          list.setFilters({ search: existing.name, city_id: null, own: null })
        }}
      />
    </>
  )
}
