import type { FocusEvent } from 'react'
import { Select } from '../../design-system/Select'
import { bedOptions } from './PlacementFields'
import { useListPlacementRoomsQuery, type Gender } from './tenantsApi'

type Props = {
  propertyId: number | undefined
  fromDate: string
  gender: Gender
  /** The tenant's bed now, never offered. */
  currentBedId: number | null
  decimalPlaces: number
  value: string
  /** Called with the chosen bed and its rent (undefined when the choice is cleared). */
  onChange: (bedId: string, rentPaise: number | undefined) => void
  onBlur: (event: FocusEvent) => void
  error?: string
}

/** The free beds of the property from the transfer date, read as the add-tenant sheet reads them. */
export function TransferBedField({
  propertyId,
  fromDate,
  gender,
  currentBedId,
  decimalPlaces,
  value,
  onChange,
  onBlur,
  error,
}: Props) {
  const { data, isFetching } = useListPlacementRoomsQuery(
    { id: propertyId ?? 0, fromDate: fromDate || undefined, gender, limit: 100 },
    { skip: propertyId === undefined },
  )
  const options = bedOptions(data?.data.results ?? [], decimalPlaces, fromDate).filter(
    (option) => option.value !== String(currentBedId),
  )
  return (
    <Select
      label="New bed"
      name="bedId"
      required
      placeholder="Choose a bed"
      hint={
        propertyId === undefined
          ? 'Choose the property first'
          : isFetching
            ? 'Finding free beds…'
            : `${options.length} beds to choose from`
      }
      options={options}
      value={value}
      disabled={propertyId === undefined}
      onChange={(event) => {
        const chosen = options.find((option) => option.value === event.target.value)
        onChange(event.target.value, chosen?.rent)
      }}
      onBlur={onBlur}
      error={error}
    />
  )
}
