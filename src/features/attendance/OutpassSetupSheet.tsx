import { useFormik } from 'formik'
import { useAppDispatch } from '../../app/core/hooks'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { EmptyState } from '../../design-system/EmptyState'
import { NumericInput } from '../../design-system/NumericInput'
import { StyledActions, StyledFormGrid, StyledNotice } from '../../design-system/SheetLayout'
import { Skeleton } from '../../design-system/Skeleton'
import { Switch } from '../../design-system/Switch'
import { TextField } from '../../design-system/TextField'
import { useGetOutpassSetupQuery, useSetupOutpassMutation, type OutpassSetup } from './attendanceApi'
import { PASS_TYPE_LABELS, PASS_TYPES } from './labels'
import { showServerErrors } from '../../app/core/serverErrors'
import { SETUP_FIELDS, setupRequest, setupSchema, setupValues, type SetupValues } from './setupForm'

export type OutpassSetupSheetProps = { panelId: number; propertyId: number }

/** A property's pass rules: on or off, guardian approval, lead times, quota, curfew and grace, auto-approval. */
export default function OutpassSetupSheet({ panelId, propertyId }: OutpassSetupSheetProps) {
  const { data, isLoading, isError, refetch } = useGetOutpassSetupQuery({ id: propertyId })
  if (isLoading) return <Skeleton count={10} />
  if (isError || !data)
    return (
      <EmptyState
        title="The pass rules could not be loaded"
        headingLevel={3}
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    )
  return <SetupForm panelId={panelId} setup={data.data} />
}

function SetupForm({ panelId, setup }: { panelId: number; setup: OutpassSetup }) {
  const dispatch = useAppDispatch()
  const [setupOutpass] = useSetupOutpassMutation()
  const form = useFormik<SetupValues>({
    initialValues: setupValues(setup),
    validationSchema: setupSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined)
      const result = await setupOutpass({ id: setup.property_id, outpassSetupRequest: setupRequest(values) })
      if (result.error) {
        showServerErrors(helpers, result.error, SETUP_FIELDS, 'The rules were not saved.')
        return
      }
      dispatch(panelClosed(panelId))
    },
  })
  const { values } = form
  const error = (name: Exclude<keyof SetupValues, 'leadHours'>) =>
    (form.touched[name] && form.errors[name]) || undefined
  const number = (name: 'monthlyQuota' | 'lateGraceMinutes' | 'autoApproveOutingHours') => ({
    name,
    value: values[name],
    onChange: (value: string) => void form.setFieldValue(name, value),
    onBlur: form.handleBlur,
    error: error(name),
  })
  const leadErrors = form.errors.leadHours as Partial<Record<string, string>> | undefined

  return (
    <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label="Pass rules">
      <div data-span="full">
        <Switch
          label="Passes on"
          checked={values.isEnabled}
          onChange={(checked) => void form.setFieldValue('isEnabled', checked)}
        />
      </div>
      <div data-span="full">
        <Switch
          label="Guardian must approve"
          checked={values.requireGuardianApproval}
          onChange={(checked) => void form.setFieldValue('requireGuardianApproval', checked)}
        />
      </div>
      {PASS_TYPES.map((type) => (
        <NumericInput
          key={type}
          name={`leadHours.${type}`}
          label={`Lead time, ${PASS_TYPE_LABELS[type].toLowerCase()} (hours)`}
          value={values.leadHours[type]}
          onChange={(value) => void form.setFieldValue(`leadHours.${type}`, value)}
          error={form.submitCount > 0 ? leadErrors?.[type] : undefined}
        />
      ))}
      <NumericInput
        {...number('monthlyQuota')}
        label="Night passes a month"
        hint="Night outs and home leave; empty for no limit"
      />
      <TextField
        name="curfewTime"
        label="Curfew"
        hint="HH:mm; also the roll-call's moment"
        placeholder="HH:mm"
        maxLength={5}
        required
        value={values.curfewTime}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={error('curfewTime')}
      />
      <NumericInput {...number('lateGraceMinutes')} label="Grace after the return time (minutes)" required />
      <NumericInput
        {...number('autoApproveOutingHours')}
        label="Approve outings up to (hours)"
        hint="0 turns it off"
        required
      />
      <div data-span="full">
        <Switch
          label="Skip meals while away"
          checked={values.autoSkipMeals}
          onChange={(checked) => void form.setFieldValue('autoSkipMeals', checked)}
        />
      </div>
      {typeof form.status === 'string' && (
        <StyledNotice role="alert" data-span="full">
          {form.status}
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
          Save rules
        </Button>
      </StyledActions>
    </StyledFormGrid>
  )
}
