import { useState, type FocusEvent } from 'react'
import { AddCourseDialog } from '../../app/core/resources/AddCourseDialog'
import { AddInstitutionDialog } from '../../app/core/resources/AddInstitutionDialog'
import {
  useListInstitutionCoursesQuery,
  useListInstitutionsQuery,
} from '../../app/core/resources/resourcesApi'
import { Button } from '../../design-system/Button'
import { formatDate, formatPaise } from '../../design-system/format'
import { SearchField } from '../../design-system/SearchField'
import { Select } from '../../design-system/Select'
import { NO_BED } from './addTenantForm'
import { useListPlacementRoomsQuery, type Gender, type PlacementRoom } from './tenantsApi'

type PickerProps = {
  value: string
  onChange: (value: string) => void
  onBlur: (event: FocusEvent) => void
  error?: string
}

/** One option per free bed: `Room 204 · Bed B · ₹12,000 (free from 15/03/2026)`. */
export function bedOptions(rooms: readonly PlacementRoom[], decimalPlaces: number, moveInDate: string) {
  return rooms.flatMap((room) =>
    room.beds.map((bed) => ({
      value: String(bed.bed_id),
      label: [
        `${room.floor_name} · Room ${room.room_name} · Bed ${bed.bed_name}`,
        formatPaise(bed.rent_paise, { decimalPlaces }),
        ...(bed.available_from > moveInDate ? [`free from ${formatDate(bed.available_from)}`] : []),
      ].join(' · '),
      rent: bed.rent_paise,
    })),
  )
}

export type BedPickerProps = PickerProps & {
  propertyId: number | undefined
  moveInDate: string
  gender: Gender | undefined
  decimalPlaces: number
  /** Called with the chosen bed's rent, to fill an empty rent field. */
  onBedRent?: (rentPaise: number) => void
  /** A bed to offer even when it is not free, such as the one a move-in request holds. */
  heldBed?: { value: string; label: string }
}

/** The free beds of the property on the move-in date; "No bed yet" (-1) leaves the tenant without one. */
export function BedPicker({
  propertyId,
  moveInDate,
  gender,
  decimalPlaces,
  onBedRent,
  heldBed,
  value,
  onChange,
  onBlur,
  error,
}: BedPickerProps) {
  const { data, isFetching } = useListPlacementRoomsQuery(
    { id: propertyId ?? 0, fromDate: moveInDate || undefined, gender, limit: 100 },
    { skip: propertyId === undefined },
  )
  const free = bedOptions(data?.data.results ?? [], decimalPlaces, moveInDate)
  const options =
    heldBed && !free.some((option) => option.value === heldBed.value)
      ? [{ ...heldBed, rent: 0 }, ...free]
      : free
  return (
    <Select
      label="Bed"
      name="bedId"
      hint={
        propertyId === undefined
          ? 'Choose the property first'
          : isFetching
            ? 'Finding free beds…'
            : `${free.length} free on the move-in date`
      }
      options={[{ value: NO_BED, label: 'No bed yet' }, ...options]}
      value={value}
      disabled={propertyId === undefined}
      onChange={(event) => {
        onChange(event.target.value)
        const chosen = options.find((option) => option.value === event.target.value)
        if (chosen && chosen.rent > 0) onBedRent?.(chosen.rent)
      }}
      onBlur={onBlur}
      error={error}
    />
  )
}

const ADD_COURSE = '__add'

/**
 * The college (type COLLEGE) and course pickers of a student: the shared list and the operator's own. Typing in
 * "Find a college" narrows the list and offers to add the typed name as a new college (then chosen); "Add a
 * course…" adds a course to the chosen college.
 */
export function InstitutionFields({
  institution,
  course,
}: {
  institution: PickerProps
  course: PickerProps
}) {
  const [search, setSearch] = useState('')
  const [addingCollege, setAddingCollege] = useState(false)
  const [addingCourse, setAddingCourse] = useState(false)
  /** Names of colleges seen, so a chosen one stays labelled while a search hides it. */
  const [known, setKnown] = useState<ReadonlyMap<number, string>>(new Map())
  const remember = (id: number, name: string) => setKnown((names) => new Map(names).set(id, name))
  const { data: institutions } = useListInstitutionsQuery({
    type: 'COLLEGE',
    limit: 100,
    name: search.trim() || undefined,
  })
  const institutionId = Number(institution.value) || undefined
  const { data: courses } = useListInstitutionCoursesQuery(
    { id: institutionId ?? 0, type: 'COLLEGE', limit: 100 },
    { skip: institutionId === undefined },
  )
  const found = institutions?.data.results ?? []
  const options = found.map((item) => ({
    value: String(item.id),
    label: item.is_own ? `${item.name} (added by you)` : item.name,
  }))
  const chosenName = institutionId === undefined ? undefined : known.get(institutionId)
  if (
    institutionId !== undefined &&
    chosenName &&
    !options.some((option) => option.value === institution.value)
  ) {
    options.unshift({ value: institution.value, label: chosenName })
  }
  const typed = search.trim()
  const exact = found.some((item) => item.name.toLowerCase() === typed.toLowerCase())
  const choose = (id: number, name: string) => {
    remember(id, name)
    institution.onChange(String(id))
  }
  const collegeName =
    chosenName ?? found.find((item) => item.id === institutionId)?.name ?? 'the chosen college'

  return (
    <>
      <div>
        <SearchField
          label="Find a college"
          placeholder="Type the college’s name"
          value={search}
          onSearch={setSearch}
        />
        <Select
          label="College"
          name="institutionId"
          placeholder={typed && found.length === 0 ? 'No college matches' : 'Choose a college'}
          options={options}
          value={institution.value}
          onChange={(event) => {
            const item = found.find((candidate) => String(candidate.id) === event.target.value)
            if (item) remember(item.id, item.name)
            institution.onChange(event.target.value)
          }}
          onBlur={institution.onBlur}
          error={institution.error}
        />
        {typed.length >= 2 && !exact && (
          <Button variant="secondary" size="small" onClick={() => setAddingCollege(true)}>
            {`Add ‘${typed}’ as a new college`}
          </Button>
        )}
      </div>
      <Select
        label="Course"
        name="courseId"
        placeholder={institutionId === undefined ? 'Choose the college first' : 'Choose a course'}
        disabled={institutionId === undefined}
        options={[
          ...(courses?.data.results ?? []).map((item) => ({
            value: String(item.id),
            label: item.is_own ? `${item.name} (added by you)` : item.name,
          })),
          ...(institutionId === undefined ? [] : [{ value: ADD_COURSE, label: 'Add a course…' }]),
        ]}
        value={course.value}
        onChange={(event) => {
          if (event.target.value === ADD_COURSE) setAddingCourse(true)
          else course.onChange(event.target.value)
        }}
        onBlur={course.onBlur}
        error={course.error}
      />
      <AddInstitutionDialog
        open={addingCollege}
        initialName={typed}
        onClose={() => setAddingCollege(false)}
        onAdded={(added) => {
          setAddingCollege(false)
          choose(added.id, added.name)
        }}
        onUseExisting={(existing) => {
          setAddingCollege(false)
          choose(existing.id, existing.name)
        }}
      />
      <AddCourseDialog
        institution={
          addingCourse && institutionId !== undefined ? { id: institutionId, name: collegeName } : null
        }
        onClose={() => setAddingCourse(false)}
        onAdded={(added) => {
          setAddingCourse(false)
          course.onChange(String(added.id))
        }}
        onUseExisting={(existing) => {
          setAddingCourse(false)
          course.onChange(String(existing.id))
        }}
      />
    </>
  )
}
