import { useFormik } from 'formik'
import { useOperator } from '../../app/core/session/useOperator'
import { Button } from '../../design-system/Button'
import { MoneyInput } from '../../design-system/MoneyInput'
import { NumericInput } from '../../design-system/NumericInput'
import { Select } from '../../design-system/Select'
import { Switch } from '../../design-system/Switch'
import { TextField } from '../../design-system/TextField'
import { FeatureChecklist } from './FeatureChecklist'
import {
  useListRoomFeatureOptionsQuery,
  useListRoomTypesQuery,
  useUpdateRoomMutation,
  type Floor,
  type Room,
} from './inventoryApi'
import { BATH_OPTIONS, roomChanges, roomSchema, roomValues, type RoomValues } from './roomForm'
import { StyledActions, StyledFormGrid } from '../../design-system/SheetLayout'

export type RoomFormProps = { room: Room; floors: readonly Floor[] }

/** Edits one room: name, floor, type, sharing, AC, bath, rent, meter, area and features; sends what changed. */
export function RoomForm({ room, floors }: RoomFormProps) {
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const { data: types } = useListRoomTypesQuery({ id: room.property_id, limit: 100 })
  const { data: features } = useListRoomFeatureOptionsQuery(room.property_id)
  const [updateRoom] = useUpdateRoomMutation()
  const form = useFormik<RoomValues>({
    initialValues: roomValues(room),
    enableReinitialize: true,
    validationSchema: roomSchema,
    onSubmit: async (values) => {
      const changes = roomChanges(room, values)
      if (Object.keys(changes).length > 0) await updateRoom({ id: room.id, roomUpdateRequest: changes })
    },
  })
  const field = (name: 'name' | 'meterNumber') => ({
    ...form.getFieldProps(name),
    error: (form.touched[name] && form.errors[name]) || undefined,
  })
  const numeric = (name: 'sharing' | 'rent' | 'area') => ({
    name,
    value: form.values[name],
    onChange: (value: string) => void form.setFieldValue(name, value),
    onBlur: form.handleBlur,
    error: (form.touched[name] && form.errors[name]) || undefined,
  })
  const word = room.is_unit ? 'Unit' : 'Room'

  return (
    <StyledFormGrid
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={`Edit ${word.toLowerCase()} ${room.name}`}
    >
      <TextField label={`${word} number or name`} required {...field('name')} />
      <Select
        label="Floor"
        options={floors.map((floor) => ({ value: String(floor.id), label: floor.name }))}
        {...form.getFieldProps('floorId')}
      />
      <Select
        label={`${word} type`}
        placeholder="No type"
        options={(types?.data.results ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
        {...form.getFieldProps('roomTypeId')}
      />
      {!room.is_unit && <NumericInput label="Sharing (beds)" required {...numeric('sharing')} />}
      <Select label="Bath" options={BATH_OPTIONS} {...form.getFieldProps('bathType')} />
      <MoneyInput
        label={room.is_unit ? 'Monthly rent' : 'Monthly rent per bed'}
        hint="Beds with their own rent keep it"
        required
        decimalPlaces={decimalPlaces}
        {...numeric('rent')}
      />
      <TextField label="Electricity meter" {...field('meterNumber')} />
      <NumericInput label="Area (sq ft)" {...numeric('area')} />
      <div data-span="full">
        <Switch
          label="Air-conditioned"
          checked={form.values.isAc}
          onChange={(on) => void form.setFieldValue('isAc', on)}
        />
      </div>
      <div data-span="full">
        <FeatureChecklist
          options={features?.data.results ?? []}
          value={form.values.featureIds}
          onChange={(ids) => void form.setFieldValue('featureIds', ids)}
        />
      </div>
      <StyledActions>
        <Button
          variant="secondary"
          disabled={!form.dirty || form.isSubmitting}
          onClick={() => form.resetForm()}
        >
          Undo changes
        </Button>
        <Button type="submit" loading={form.isSubmitting} disabled={!form.dirty}>
          Save {word.toLowerCase()}
        </Button>
      </StyledActions>
    </StyledFormGrid>
  )
}
