import { useFormik, type FormikErrors } from 'formik'
import { useAppDispatch } from '../../app/core/hooks'
import { useOperator } from '../../app/core/session/useOperator'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { Skeleton } from '../../design-system/Skeleton'
import { AddGroupFields } from './AddGroupFields'
import { addTotals, groupErrors, inventoryRequest, newGroup, type AddGroup } from './inventoryAdd'
import {
  useEditPropertyInventoryMutation,
  useListFloorsQuery,
  useListRoomTypesQuery,
  type Floor,
  type RoomType,
} from './inventoryApi'
import { countOf } from './letting'
import { StyledActions, StyledSection, StyledSheet } from '../../design-system/SheetLayout'

type Values = { groups: AddGroup[] }

export type InventoryAddSheetProps = { panelId: number; propertyId: number; unitLet: boolean }

/** Adds floors, rooms and beds in bulk, in one all-or-nothing call: room numbers by range, beds by type. */
export default function InventoryAddSheet({ panelId, propertyId, unitLet }: InventoryAddSheetProps) {
  const { data: floorData, isLoading } = useListFloorsQuery({
    id: propertyId,
    limit: 100,
    showInactive: true,
  })
  const { data: typeData } = useListRoomTypesQuery({ id: propertyId, limit: 100 })
  if (isLoading) return <Skeleton count={6} />
  return (
    <AddInventoryForm
      panelId={panelId}
      propertyId={propertyId}
      unitLet={unitLet}
      floors={floorData?.data.results ?? []}
      roomTypes={typeData?.data.results ?? []}
    />
  )
}

type AddInventoryFormProps = InventoryAddSheetProps & { floors: Floor[]; roomTypes: RoomType[] }

/** Mounted once the floors are in, so the first group's level starts right and typing is never reset. */
function AddInventoryForm({ panelId, propertyId, unitLet, floors, roomTypes }: AddInventoryFormProps) {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const [editInventory] = useEditPropertyInventoryMutation()
  const existingRooms = floors.flatMap((floor) => floor.rooms.map((room) => room.name))
  const nextLevel = floors.reduce((level, floor) => Math.max(level, floor.level + 1), 0)

  const form = useFormik<Values>({
    initialValues: { groups: [{ ...newGroup(), floorLevel: String(nextLevel) }] },
    validateOnChange: false,
    validate: ({ groups }): FormikErrors<Values> => {
      const errors = groupErrors(groups, existingRooms, unitLet)
      return errors.some((group) => Object.keys(group).length > 0) ? { groups: errors } : {}
    },
    onSubmit: async ({ groups }) => {
      const result = await editInventory({
        id: propertyId,
        inventoryEditRequest: inventoryRequest(groups, unitLet),
      })
      if (result.data) dispatch(panelClosed(panelId))
    },
  })
  const { groups } = form.values
  const errors = (index: number) => {
    const list = form.errors.groups
    const entry = Array.isArray(list) ? list[index] : undefined
    return typeof entry === 'object' ? entry : {}
  }
  const setGroups = (next: AddGroup[]) => void form.setFieldValue('groups', next)
  const totals = addTotals(groups, roomTypes, unitLet)
  const summary = [
    totals.floors > 0 && countOf(totals.floors, 'new floor', 'new floors'),
    countOf(totals.rooms, unitLet ? 'unit' : 'room', unitLet ? 'units' : 'rooms'),
    !unitLet && totals.beds > 0 && countOf(totals.beds, 'bed', 'beds'),
  ].filter(Boolean)

  return (
    <StyledSheet as="form" noValidate onSubmit={form.handleSubmit} aria-label="Add inventory">
      {groups.map((group, index) => (
        <AddGroupFields
          key={index}
          index={index}
          group={group}
          errors={errors(index)}
          floors={floors}
          roomTypes={roomTypes}
          unitLet={unitLet}
          decimalPlaces={decimalPlaces}
          onChange={(changes) =>
            setGroups(groups.map((other, at) => (at === index ? { ...other, ...changes } : other)))
          }
          onRemove={groups.length > 1 ? () => setGroups(groups.filter((_, at) => at !== index)) : undefined}
        />
      ))}
      <div>
        <Button
          variant="secondary"
          size="small"
          onClick={() =>
            setGroups([...groups, { ...newGroup(), floorLevel: String(nextLevel + groups.length) }])
          }
        >
          Add another floor
        </Button>
      </div>
      <StyledSection aria-live="polite">
        <p>{totals.rooms > 0 ? `Adds ${summary.join(', ')}.` : 'Nothing to add yet.'}</p>
      </StyledSection>
      <StyledActions>
        <Button
          variant="secondary"
          disabled={form.isSubmitting}
          onClick={() => dispatch(panelClosed(panelId))}
        >
          Cancel
        </Button>
        <Button type="submit" loading={form.isSubmitting} disabled={totals.rooms === 0}>
          Add {countOf(totals.rooms, unitLet ? 'unit' : 'room', unitLet ? 'units' : 'rooms')}
        </Button>
      </StyledActions>
    </StyledSheet>
  )
}
