import styled from 'styled-components'
import { Button } from '../../design-system/Button'
import { MoneyInput } from '../../design-system/MoneyInput'
import { NumericInput } from '../../design-system/NumericInput'
import { Select } from '../../design-system/Select'
import { TextField } from '../../design-system/TextField'
import { vars } from '../../design-system/theme'
import type { AddGroup, GroupErrors } from './inventoryAdd'
import type { Floor, RoomType } from './inventoryApi'

const StyledGroup = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space.lg} ${vars.space.md};
  margin: 0;
  padding: ${vars.space.lg};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};

  & > legend {
    padding: 0 ${vars.space.xs};
    font-weight: ${vars.font.weightBold};
  }
  & > [data-span='full'] {
    grid-column: 1 / -1;
  }
  & > [data-part='remove'] {
    grid-column: 1 / -1;
    justify-self: end;
  }
`

export type AddGroupFieldsProps = {
  index: number
  group: AddGroup
  errors: GroupErrors
  floors: readonly Floor[]
  roomTypes: readonly RoomType[]
  unitLet: boolean
  decimalPlaces: number
  onChange: (changes: Partial<AddGroup>) => void
  /** Removes this group; absent for the only one. */
  onRemove?: () => void
}

/** One floor's worth of the bulk add: which floor, which room numbers, and their type, beds and rent. */
export function AddGroupFields(props: AddGroupFieldsProps) {
  const { index, group, errors, floors, roomTypes, unitLet, decimalPlaces, onChange, onRemove } = props
  const word = unitLet ? 'Unit' : 'Room'
  return (
    <StyledGroup>
      <legend>Floor {index + 1}</legend>
      <div data-span="full">
        <Select
          label="Floor"
          options={[
            ...floors.map((floor) => ({ value: String(floor.id), label: floor.name })),
            { value: 'new', label: 'A new floor' },
          ]}
          value={group.floor}
          onChange={(event) => onChange({ floor: event.target.value })}
        />
      </div>
      {group.floor === 'new' && (
        <>
          <TextField
            label="New floor's name"
            placeholder="e.g. Second floor"
            value={group.floorName}
            error={errors.floorName}
            onChange={(event) => onChange({ floorName: event.target.value })}
          />
          <TextField
            label="Level"
            inputMode="numeric"
            hint="0 is ground, -1 a basement"
            value={group.floorLevel}
            error={errors.floorLevel}
            onChange={(event) => onChange({ floorLevel: event.target.value.replace(/[^\d-]/g, '') })}
          />
        </>
      )}
      <div data-span="full">
        <TextField
          label={`${word} numbers`}
          placeholder="e.g. 201-206, 210A"
          hint="Names and ranges, separated by commas"
          value={group.rooms}
          error={errors.rooms}
          onChange={(event) => onChange({ rooms: event.target.value })}
        />
      </div>
      <Select
        label={`${word} type`}
        placeholder="No type"
        options={roomTypes.map((type) => ({ value: String(type.id), label: type.name }))}
        value={group.roomTypeId}
        onChange={(event) => onChange({ roomTypeId: event.target.value })}
      />
      {!unitLet && (
        <NumericInput
          label="Beds per room"
          hint={group.roomTypeId ? "Empty: the type's sharing" : undefined}
          value={group.beds}
          error={errors.beds}
          onChange={(beds) => onChange({ beds })}
        />
      )}
      <MoneyInput
        label={unitLet ? 'Monthly rent' : 'Monthly rent per bed'}
        hint={group.roomTypeId ? "Empty: the type's rent" : undefined}
        decimalPlaces={decimalPlaces}
        value={group.rent}
        error={errors.rent}
        onChange={(rent) => onChange({ rent })}
      />
      {onRemove && (
        <div data-part="remove">
          <Button variant="ghost" size="small" onClick={onRemove}>
            Remove floor {index + 1}
          </Button>
        </div>
      )}
    </StyledGroup>
  )
}
