import type { FocusEvent } from 'react'
import {
  useListInstitutionCoursesQuery,
  useListInstitutionsQuery,
} from '../../app/core/resources/resourcesApi.gen'
import { formatDate, formatPaise } from '../../design-system/format'
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

/** The college (type COLLEGE) and course pickers of a student. */
export function InstitutionFields({
  institution,
  course,
}: {
  institution: PickerProps
  course: PickerProps
}) {
  const { data: institutions } = useListInstitutionsQuery({ type: 'COLLEGE', limit: 100 })
  const institutionId = Number(institution.value) || undefined
  const { data: courses } = useListInstitutionCoursesQuery(
    { id: institutionId ?? 0, type: 'COLLEGE', limit: 100 },
    { skip: institutionId === undefined },
  )
  return (
    <>
      <Select
        label="College"
        name="institutionId"
        placeholder="Choose a college"
        options={(institutions?.data.results ?? []).map((item) => ({
          value: String(item.id),
          label: item.name,
        }))}
        value={institution.value}
        onChange={(event) => institution.onChange(event.target.value)}
        onBlur={institution.onBlur}
        error={institution.error}
      />
      <Select
        label="Course"
        name="courseId"
        placeholder={institutionId === undefined ? 'Choose the college first' : 'Choose a course'}
        disabled={institutionId === undefined}
        options={(courses?.data.results ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
        value={course.value}
        onChange={(event) => course.onChange(event.target.value)}
        onBlur={course.onBlur}
        error={course.error}
      />
    </>
  )
}
