import { useState } from 'react'
import { toListArgs } from '../../../app/core/listState/listQuery'
import type { ListState } from '../../../app/core/listState/useListState'
import { AddCourseDialog } from '../../../app/core/resources/AddCourseDialog'
import { COURSE_LEVEL_LABELS } from '../../../app/core/resources/referenceForms'
import { useListInstitutionCoursesQuery, type Course } from '../../../app/core/resources/resourcesApi'
import { Button } from '../../../design-system/Button'
import type { DataTableColumn } from '../../../design-system/DataTable'
import { StatusBadge } from '../../../design-system/StatusBadge'
import { StyledCell, StyledHeading, StyledToolbar } from './Reference.styles'
import { ReferenceList } from './ReferenceList'

const COLUMNS: DataTableColumn<Course>[] = [
  {
    id: 'name',
    header: 'Course',
    cell: (course) => (
      <StyledCell>
        {course.name}
        {course.is_own && <StatusBadge tone="info">Added by you</StatusBadge>}
      </StyledCell>
    ),
  },
  { id: 'level', header: 'Level', cell: (course) => COURSE_LEVEL_LABELS[course.level] },
  {
    id: 'years',
    header: 'Usual length',
    cell: (course) =>
      course.duration_years === null
        ? '—'
        : `${course.duration_years} ${course.duration_years === 1 ? 'year' : 'years'}`,
  },
]

/** The courses of one college (`institution` in the address, its name as `college`), with "Add a course". */
export function CoursesList({ list, institutionId }: { list: ListState; institutionId: number }) {
  const { offset, limit } = toListArgs(list)
  const search = list.filters.search ?? ''
  const college = list.filters.college ?? `College ${institutionId}`
  const result = useListInstitutionCoursesQuery({
    id: institutionId,
    type: 'COLLEGE',
    offset,
    limit,
    name: search || undefined,
  })
  const [adding, setAdding] = useState(false)
  const back = () => list.setFilters({ list: 'institutions', institution: null, college: null, search: null })

  return (
    <>
      <StyledToolbar>
        <Button variant="secondary" size="small" onClick={back}>
          All colleges
        </Button>
        <StyledHeading>{`Courses of ${college}`}</StyledHeading>
      </StyledToolbar>
      <ReferenceList
        label="Courses"
        list={list}
        result={result}
        columns={COLUMNS}
        getRowId={(course) => String(course.id)}
        searchLabel="Search courses"
        searchPlaceholder="Course name"
        actions={<Button onClick={() => setAdding(true)}>Add a course</Button>}
      />
      <AddCourseDialog
        institution={adding ? { id: institutionId, name: college } : null}
        initialName={search}
        onClose={() => setAdding(false)}
        onAdded={() => setAdding(false)}
        onUseExisting={(existing) => {
          setAdding(false)
          list.setFilters({ search: existing.name })
        }}
      />
    </>
  )
}
