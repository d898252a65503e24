import { useFormik } from 'formik'
import { useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { useOperator } from '../../app/core/session/useOperator'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { MoneyInput } from '../../design-system/MoneyInput'
import { Select } from '../../design-system/Select'
import { Switch } from '../../design-system/Switch'
import { BULK_DEFAULTS, bulkRoomChanges, type BulkRoomValues } from './bulkRoomEdit'
import { FeatureChecklist } from './FeatureChecklist'
import {
  useEditRoomsMutation,
  useListFloorsQuery,
  useListRoomFeatureOptionsQuery,
  useListRoomTypesQuery,
} from './inventoryApi'
import { capitalised, countOf, lettingWords } from './letting'
import { BATH_OPTIONS } from './roomForm'
import {
  StyledActions,
  StyledFormGrid,
  StyledNotice,
  StyledSection,
  StyledSheet,
} from '../../design-system/SheetLayout'

const KEEP = { value: 'keep', label: 'Keep as is' }

export type BulkRoomEditSheetProps = {
  panelId: number
  propertyId: number
  roomIds: number[]
  unitLet: boolean
}

/** Applies the same changes to every selected room in one call; what is left at 'Keep as is' is not touched. */
export default function BulkRoomEditSheet({ panelId, propertyId, roomIds, unitLet }: BulkRoomEditSheetProps) {
  const words = lettingWords(unitLet ? 'UNIT' : 'BED')
  const roomWord = capitalised(words.room)
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const { data: floors } = useListFloorsQuery({ id: propertyId, limit: 100, showInactive: true })
  const { data: types } = useListRoomTypesQuery({ id: propertyId, limit: 100 })
  const { data: features } = useListRoomFeatureOptionsQuery(propertyId)
  const [editRooms] = useEditRoomsMutation()
  const [nothingChanged, setNothingChanged] = useState(false)
  const chosen = new Set(roomIds)
  const rooms = (floors?.data.results ?? [])
    .flatMap((floor) => floor.rooms)
    .filter((room) => chosen.has(room.id))
  const form = useFormik<BulkRoomValues>({
    initialValues: BULK_DEFAULTS,
    onSubmit: async (values) => {
      const changes = bulkRoomChanges(values)
      if (Object.keys(changes).length === 0) return setNothingChanged(true)
      const result = await editRooms({ roomMultipleEditRequest: { room_id_list: roomIds, ...changes } })
      if (result.data) dispatch(panelClosed(panelId))
    },
  })
  const select = (name: 'roomTypeId' | 'ac' | 'bathType' | 'active') => form.getFieldProps(name)

  return (
    <StyledSheet>
      <StyledSection aria-label={`Selected ${words.rooms}`}>
        <p>
          {rooms.length > 0
            ? `${capitalised(words.rooms)} ${rooms.map((room) => room.name).join(', ')}`
            : countOf(roomIds.length, words.room, words.rooms)}
        </p>
      </StyledSection>
      <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label={`Edit selected ${words.rooms}`}>
        <Select
          label={`${roomWord} type`}
          options={[
            KEEP,
            { value: 'none', label: 'No type' },
            ...(types?.data.results ?? []).map((type) => ({ value: String(type.id), label: type.name })),
          ]}
          {...select('roomTypeId')}
        />
        <Select
          label="Air-conditioning"
          options={[KEEP, { value: 'yes', label: 'AC' }, { value: 'no', label: 'Non-AC' }]}
          {...select('ac')}
        />
        <Select label="Bath" options={[KEEP, ...BATH_OPTIONS]} {...select('bathType')} />
        <Select
          label="Status"
          options={[KEEP, { value: 'yes', label: 'Active' }, { value: 'no', label: 'Inactive' }]}
          {...select('active')}
        />
        <div data-span="full">
          <MoneyInput
            label={unitLet ? 'Monthly rent' : 'Monthly rent per bed'}
            name="rent"
            hint={`Leave empty to keep each ${words.room}'s rent`}
            decimalPlaces={decimalPlaces}
            value={form.values.rent}
            onChange={(value) => void form.setFieldValue('rent', value)}
          />
        </div>
        <div data-span="full">
          <Switch
            label="Replace features"
            hint={`Every selected ${words.room} gets exactly the features ticked below`}
            checked={form.values.replaceFeatures}
            onChange={(on) => void form.setFieldValue('replaceFeatures', on)}
          />
        </div>
        {form.values.replaceFeatures && (
          <div data-span="full">
            <FeatureChecklist
              options={features?.data.results ?? []}
              value={form.values.featureIds}
              onChange={(ids) => void form.setFieldValue('featureIds', ids)}
            />
          </div>
        )}
        {nothingChanged && Object.keys(bulkRoomChanges(form.values)).length === 0 && (
          <StyledNotice data-span="full" role="alert">
            Change at least one thing to apply.
          </StyledNotice>
        )}
        <StyledActions>
          <Button
            variant="secondary"
            disabled={form.isSubmitting}
            onClick={() => dispatch(panelClosed(panelId))}
          >
            Cancel
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            Apply to {countOf(roomIds.length, words.room, words.rooms)}
          </Button>
        </StyledActions>
      </StyledFormGrid>
    </StyledSheet>
  )
}
