import { useFormik } from 'formik'
import { useAppDispatch } from '../../app/core/hooks'
import { useOperator } from '../../app/core/session/useOperator'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { MoneyInput } from '../../design-system/MoneyInput'
import { NumericInput } from '../../design-system/NumericInput'
import { Select } from '../../design-system/Select'
import { Switch } from '../../design-system/Switch'
import { TextField } from '../../design-system/TextField'
import { FeatureChecklist } from './FeatureChecklist'
import { useCreateRoomTypeMutation, useListRoomFeatureOptionsQuery } from './inventoryApi'
import { BATH_OPTIONS } from './roomForm'
import { roomTypeDefaults, roomTypeRequest, roomTypeSchema, type RoomTypeValues } from './roomTypeForm'
import { StyledActions, StyledFormGrid, StyledSheet } from '../../design-system/SheetLayout'

export type RoomTypeSheetProps = { panelId: number; propertyId: number; unitLet: boolean }

/** Creates a room type: sharing, AC, bath, and the default rent and deposit of its beds. */
export default function RoomTypeSheet({ panelId, propertyId, unitLet }: RoomTypeSheetProps) {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const { data: features } = useListRoomFeatureOptionsQuery(propertyId)
  const [createRoomType] = useCreateRoomTypeMutation()
  const form = useFormik<RoomTypeValues>({
    initialValues: roomTypeDefaults(unitLet),
    validationSchema: roomTypeSchema,
    onSubmit: async (values) => {
      const result = await createRoomType({ roomTypeCreateRequest: roomTypeRequest(propertyId, values) })
      if (result.data) dispatch(panelClosed(panelId))
    },
  })
  const error = (name: keyof RoomTypeValues) => (form.touched[name] && form.errors[name]) || undefined
  const numeric = (name: 'sharing' | 'rent' | 'deposit') => ({
    name,
    value: form.values[name],
    onChange: (value: string) => void form.setFieldValue(name, value),
    onBlur: form.handleBlur,
    error: error(name),
  })
  return (
    <StyledSheet>
      <StyledFormGrid
        noValidate
        onSubmit={form.handleSubmit}
        aria-label={`New ${unitLet ? 'unit' : 'room'} type`}
      >
        <div data-span="full">
          <TextField
            label="Name"
            required
            placeholder={unitLet ? 'e.g. Shop, ground floor' : 'e.g. Double sharing AC'}
            {...form.getFieldProps('name')}
            error={error('name')}
          />
        </div>
        {!unitLet && <NumericInput label="Beds per room" required {...numeric('sharing')} />}
        <Select label="Bath" options={BATH_OPTIONS} {...form.getFieldProps('bathType')} />
        <MoneyInput
          label={unitLet ? 'Monthly rent' : 'Monthly rent per bed'}
          required
          decimalPlaces={decimalPlaces}
          {...numeric('rent')}
        />
        <MoneyInput
          label="Deposit"
          hint="Empty: one month's rent"
          decimalPlaces={decimalPlaces}
          {...numeric('deposit')}
        />
        <div data-span="full">
          <Switch
            label="Air-conditioned"
            checked={form.values.isAc}
            onChange={(on) => void form.setFieldValue('isAc', on)}
          />
        </div>
        <div data-span="full">
          <FeatureChecklist
            legend="Features rooms of this type have"
            options={features?.data.results ?? []}
            value={form.values.featureIds}
            onChange={(ids) => void form.setFieldValue('featureIds', ids)}
          />
        </div>
        <StyledActions>
          <Button
            variant="secondary"
            disabled={form.isSubmitting}
            onClick={() => dispatch(panelClosed(panelId))}
          >
            Cancel
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            Create type
          </Button>
        </StyledActions>
      </StyledFormGrid>
    </StyledSheet>
  )
}
