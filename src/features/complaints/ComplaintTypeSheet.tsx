import { useFormik } from 'formik'
import { useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { Checkbox } from '../../design-system/Checkbox'
import { EmptyState } from '../../design-system/EmptyState'
import { NumericInput } from '../../design-system/NumericInput'
import { StyledActions, StyledFormGrid, StyledNotice } from '../../design-system/SheetLayout'
import { Skeleton, SkeletonRegion } from '../../design-system/Skeleton'
import { actionError } from './actionError'
import {
  useListComplaintTypesQuery,
  useUpdateComplaintTypeMutation,
  type ComplaintType,
} from './complaintsApi'
import { PRIORITIES, PRIORITY_BADGES } from './complaintText'
import { StyledTargets } from './Complaints.styles'
import {
  fieldName,
  slaFieldOf,
  slaRequest,
  slaSchema,
  slaValues,
  type SlaFieldName,
  type SlaValues,
} from './slaForm'
import { ALL_TYPES } from './ComplaintsPage.reads'

export type ComplaintTypeSheetProps = { panelId: number; typeId: number }

/** A complaint type's SLA targets per priority, in hours, and whether new complaints may use it. */
export default function ComplaintTypeSheet({ panelId, typeId }: ComplaintTypeSheetProps) {
  const { data, isLoading } = useListComplaintTypesQuery(ALL_TYPES)
  const type = data?.data.results.find((candidate) => candidate.id === typeId)
  if (isLoading) {
    return (
      <SkeletonRegion busy label="Loading the complaint type">
        <Skeleton count={8} />
      </SkeletonRegion>
    )
  }
  if (!type) return <EmptyState title="This complaint type could not be loaded" headingLevel={3} />
  return <SlaForm panelId={panelId} type={type} />
}

function SlaForm({ panelId, type }: { panelId: number; type: ComplaintType }) {
  const dispatch = useAppDispatch()
  const [updateType] = useUpdateComplaintTypeMutation()
  const [message, setMessage] = useState<string>()
  const form = useFormik<SlaValues>({
    initialValues: slaValues(type),
    validationSchema: slaSchema,
    onSubmit: async (values, helpers) => {
      const result = await updateType({ id: type.id, complaintTypeUpdateRequest: slaRequest(values) })
      if (result.error) {
        const byField = serverTargetErrors(result.error)
        helpers.setErrors(byField)
        setMessage(Object.keys(byField).length > 0 ? undefined : actionError(result.error, {}).message)
        return
      }
      dispatch(panelClosed(panelId))
    },
  })
  const error = (name: SlaFieldName) => {
    const message = form.errors[name]
    return (form.touched[name] || form.submitCount > 0) && typeof message === 'string' ? message : undefined
  }
  const hours = (name: SlaFieldName, label: string) => (
    <NumericInput
      label={label}
      name={name}
      required
      allowDecimal
      decimalPlaces={1}
      value={form.values[name]}
      onChange={(value) => void form.setFieldValue(name, value)}
      onBlur={form.handleBlur}
      error={error(name)}
    />
  )

  return (
    <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label={`SLA targets for ${type.name}`}>
      <p data-span="full">
        In hours. The clock stops while a complaint is on hold. New targets apply to open complaints of this
        type and to those raised from now on; resolved ones keep their verdict.
      </p>
      {PRIORITIES.map((priority) => (
        <div data-span="full" key={priority}>
          <StyledTargets>
            <legend>{PRIORITY_BADGES[priority].label}</legend>
            {hours(fieldName(priority, 'response'), `${PRIORITY_BADGES[priority].label}: respond within (h)`)}
            {hours(
              fieldName(priority, 'resolution'),
              `${PRIORITY_BADGES[priority].label}: resolve within (h)`,
            )}
          </StyledTargets>
        </div>
      ))}
      <div data-span="full">
        <Checkbox
          label="Offer this type for new complaints"
          checked={form.values.active}
          onChange={(event) => void form.setFieldValue('active', event.target.checked)}
        />
      </div>
      {message && (
        <StyledNotice data-span="full" role="alert">
          {message}
        </StyledNotice>
      )}
      <StyledActions>
        <Button variant="secondary" onClick={() => dispatch(panelClosed(panelId))}>
          Cancel
        </Button>
        <Button type="submit" loading={form.isSubmitting}>
          Save targets
        </Button>
      </StyledActions>
    </StyledFormGrid>
  )
}

/** The server's 400 on a target (`body.sla_targets.HIGH.resolution_minutes`) next to that target's field. */
function serverTargetErrors(error: unknown): Partial<Record<SlaFieldName, string>> {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined
  const list = typeof data === 'object' && data !== null && 'errors' in data ? data.errors : undefined
  if (!Array.isArray(list)) return {}
  const errors: Partial<Record<SlaFieldName, string>> = {}
  for (const item of list as { field?: unknown; message?: unknown }[]) {
    const name = typeof item.field === 'string' ? slaFieldOf(item.field) : undefined
    if (name && typeof item.message === 'string') errors[name] ??= item.message
  }
  return errors
}
