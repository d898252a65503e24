import { useFormik } from 'formik'
import { useAppDispatch } from '../../app/core/hooks'
import { STAFF_ROLE_OPTIONS } from '../../app/core/people'
import { useOperator } from '../../app/core/session/useOperator'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { Checkbox } from '../../design-system/Checkbox'
import { DateField } from '../../design-system/DateField'
import { EmptyState } from '../../design-system/EmptyState'
import { MoneyInput } from '../../design-system/MoneyInput'
import { Select } from '../../design-system/Select'
import { StyledActions, StyledFormGrid } from '../../design-system/SheetLayout'
import { Skeleton, SkeletonRegion } from '../../design-system/Skeleton'
import { TextField } from '../../design-system/TextField'
import { today } from '../../app/core/today'
import { serverFieldErrors } from '../../app/core/serverErrors'
import {
  useCreateStaffMutation,
  useGetStaffQuery,
  useListStaffPropertyOptionsQuery,
  useUpdateStaffMutation,
  type Staff,
} from './staffApi'
import {
  newStaffValues,
  STAFF_FIELDS,
  staffCreateRequest,
  staffSchema,
  staffUpdateRequest,
  staffValues,
  type StaffValues,
} from './staffForm'
import { POLICE_OPTIONS } from './staffText'
import { StyledFieldError, StyledFieldset } from './Staff.styles'

export type StaffFormSheetProps = { panelId: number; staffId?: number }

/** Adds a staff member, or edits one when `staffId` is given. */
export default function StaffFormSheet({ panelId, staffId }: StaffFormSheetProps) {
  const { data, isLoading } = useGetStaffQuery({ id: staffId ?? 0 }, { skip: staffId === undefined })
  if (staffId === undefined) return <StaffForm panelId={panelId} />
  if (isLoading) {
    return (
      <SkeletonRegion busy label="Loading the staff member">
        <Skeleton count={8} />
      </SkeletonRegion>
    )
  }
  if (!data) return <EmptyState title="This staff member could not be loaded" headingLevel={3} />
  return <StaffForm panelId={panelId} staff={data.data.staff} />
}

function StaffForm({ panelId, staff }: { panelId: number; staff?: Staff }) {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const day = today()
  const [createStaff] = useCreateStaffMutation()
  const [updateStaff] = useUpdateStaffMutation()
  const { data: properties } = useListStaffPropertyOptionsQuery(undefined)
  const form = useFormik<StaffValues>({
    initialValues: staff ? staffValues(staff, decimalPlaces) : newStaffValues(),
    validationSchema: staffSchema(day),
    onSubmit: async (values, helpers) => {
      const result = staff
        ? await updateStaff({ id: staff.id, staffUpdateRequest: staffUpdateRequest(values) })
        : await createStaff({ staffCreateRequest: staffCreateRequest(values) })
      if (result.error) {
        helpers.setErrors(serverFieldErrors(result.error, STAFF_FIELDS))
        return
      }
      dispatch(panelClosed(panelId))
    },
  })
  const { values } = form
  const error = (name: keyof StaffValues) => {
    const message = form.errors[name]
    return (form.touched[name] || form.submitCount > 0) && typeof message === 'string' ? message : undefined
  }
  const policeDated = values.police === 'SUBMITTED' || values.police === 'VERIFIED'
  const toggleProperty = (id: string, checked: boolean) =>
    void form.setFieldValue(
      'propertyIds',
      checked ? [...values.propertyIds, id] : values.propertyIds.filter((value) => value !== id),
    )

  return (
    <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label={staff ? 'Edit staff' : 'Add staff'}>
      <TextField label="Name" required {...form.getFieldProps('name')} error={error('name')} />
      <TextField
        label="Mobile number"
        required
        inputMode="numeric"
        prefix="+91"
        placeholder="e.g. 9845012345"
        {...form.getFieldProps('phone')}
        error={error('phone')}
      />
      <Select
        label="Role"
        required
        placeholder="Choose a role"
        options={STAFF_ROLE_OPTIONS}
        {...form.getFieldProps('role')}
        error={error('role')}
      />
      <TextField label="Email" type="email" {...form.getFieldProps('email')} error={error('email')} />
      <div data-span="full">
        <StyledFieldset aria-describedby={error('propertyIds') ? 'staff-properties-error' : undefined}>
          <legend>Works at</legend>
          <Checkbox
            label="All properties, including ones added later"
            name="allProperties"
            checked={values.allProperties}
            onChange={form.handleChange}
          />
          {!values.allProperties &&
            (properties?.data.results ?? []).map((property) => (
              <Checkbox
                key={property.id}
                label={property.property_name}
                checked={values.propertyIds.includes(String(property.id))}
                onChange={(event) => toggleProperty(String(property.id), event.target.checked)}
              />
            ))}
          {error('propertyIds') && (
            <StyledFieldError id="staff-properties-error" role="alert">
              {error('propertyIds')}
            </StyledFieldError>
          )}
        </StyledFieldset>
      </div>
      <DateField
        label="Joined on"
        name="joinedOn"
        max={day}
        value={values.joinedOn}
        onChange={(value) => void form.setFieldValue('joinedOn', value)}
        onBlur={form.handleBlur}
        error={error('joinedOn')}
      />
      <MoneyInput
        label="Monthly salary"
        name="salary"
        decimalPlaces={decimalPlaces}
        value={values.salary}
        onChange={(value) => void form.setFieldValue('salary', value)}
        onBlur={form.handleBlur}
        error={error('salary')}
      />
      <Select
        label="Police verification"
        required
        options={POLICE_OPTIONS}
        {...form.getFieldProps('police')}
        error={error('police')}
      />
      <DateField
        label="Verification date"
        name="policeDate"
        required={policeDated}
        disabled={!policeDated}
        max={day}
        hint={policeDated ? 'When it was submitted or completed' : 'Needed once submitted'}
        value={values.policeDate}
        onChange={(value) => void form.setFieldValue('policeDate', value)}
        onBlur={form.handleBlur}
        error={error('policeDate')}
      />
      <div data-span="full">
        <Checkbox
          label="May take cash from tenants"
          hint="They can be named as having collected a payment; cash they take stays in their hand until a handover."
          name="canCollectCash"
          checked={values.canCollectCash}
          onChange={form.handleChange}
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
          {staff ? 'Save changes' : 'Add staff member'}
        </Button>
      </StyledActions>
    </StyledFormGrid>
  )
}
