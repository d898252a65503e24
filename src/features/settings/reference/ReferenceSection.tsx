import type { ListState } from '../../../app/core/listState/useListState'
import { Tabs } from '../../../design-system/Tabs'
import { CoursesList } from './CoursesList'
import { InstitutionsList } from './InstitutionsList'
import { StyledSection } from './Reference.styles'
import { CitiesList, CountriesList, StatesList, TaxTypesList } from './simpleLists'

const LISTS = [
  { value: 'institutions', label: 'Colleges' },
  { value: 'cities', label: 'Cities' },
  { value: 'states', label: 'States' },
  { value: 'countries', label: 'Countries' },
  { value: 'taxes', label: 'Tax types' },
] as const

type ListName = (typeof LISTS)[number]['value']

const isList = (value: string | undefined): value is ListName => LISTS.some((item) => item.value === value)

/**
 * Settings → Reference data: the lists the pickers read (colleges and their courses, cities, states with GST codes,
 * countries, tax types), which one in the address (`list`), with its search and page. An operator adds a college
 * or a course here (or from a tenant's form) when the shared list lacks it.
 */
export function ReferenceSection({ list }: { list: ListState }) {
  const courses = list.filters.list === 'courses'
  const institutionId = Number(list.filters.institution) || undefined
  const chosen: ListName = courses
    ? 'institutions'
    : isList(list.filters.list)
      ? list.filters.list
      : 'institutions'

  return (
    <StyledSection>
      <Tabs
        label="Reference lists"
        items={LISTS}
        value={chosen}
        onChange={(value) =>
          list.setFilters({
            list: value,
            search: null,
            city_id: null,
            own: null,
            institution: null,
            college: null,
          })
        }
      >
        {courses && institutionId !== undefined ? (
          <CoursesList list={list} institutionId={institutionId} />
        ) : (
          <>
            {chosen === 'institutions' && <InstitutionsList list={list} />}
            {chosen === 'cities' && <CitiesList list={list} />}
            {chosen === 'states' && <StatesList list={list} />}
            {chosen === 'countries' && <CountriesList list={list} />}
            {chosen === 'taxes' && <TaxTypesList list={list} />}
          </>
        )}
      </Tabs>
    </StyledSection>
  )
}
