import { useFormik } from 'formik'
import { useState } from 'react'
import { useOperator } from '../../app/core/session/useOperator'
import { Button } from '../../design-system/Button'
import { Checkbox } from '../../design-system/Checkbox'
import { ConfirmDialog } from '../../design-system/ConfirmDialog'
import { DateField } from '../../design-system/DateField'
import { EmptyState } from '../../design-system/EmptyState'
import { formatDate } from '../../design-system/format'
import { Select } from '../../design-system/Select'
import { Skeleton, SkeletonRegion } from '../../design-system/Skeleton'
import { StatusBadge } from '../../design-system/StatusBadge'
import { TextArea } from '../../design-system/TextArea'
import { TextField } from '../../design-system/TextField'
import {
  REFUND_MODES,
  completeRequest,
  completeSchema,
  completeValues,
  type CompleteValues,
} from './completeForm'
import { ForecastView } from './ForecastView'
import { MoveOutFields } from './MoveOutFields'
import { editValues, forecastRequest, moveOutSchema, type MoveOutValues } from './moveOutForm'
import {
  StyledActions,
  StyledFacts,
  StyledFormGrid,
  StyledHeadline,
  StyledList,
  StyledListItem,
  StyledSection,
  StyledSheet,
} from '../../design-system/SheetLayout'
import {
  useCompleteOffboardingMutation,
  useEditOffboardingMutation,
  useGetOffboardingQuery,
  type OffboardingDetail,
} from './tenantsApi'

export type OffboardingSheetProps = { panelId: number; offboardingId: number }

const STATUS = {
  RAISED: { label: 'Raised', tone: 'warning' },
  REJECTED: { label: 'Rejected', tone: 'neutral' },
  COMPLETED: { label: 'Completed', tone: 'success' },
} as const

type Mode = 'view' | 'edit' | 'complete'

/** One move-out: its settlement and history; while raised it can be edited, rejected or completed. */
export default function OffboardingSheet({ offboardingId }: OffboardingSheetProps) {
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const { data, isLoading } = useGetOffboardingQuery({ id: offboardingId })
  const [mode, setMode] = useState<Mode>('view')
  if (isLoading) {
    return (
      <SkeletonRegion busy label="Loading the move-out">
        <Skeleton count={8} />
      </SkeletonRegion>
    )
  }
  const offboarding = data?.data
  if (!offboarding) return <EmptyState title="This move-out could not be loaded" headingLevel={3} />
  const status = STATUS[offboarding.status]
  return (
    <StyledSheet>
      <StyledSection aria-label="Move-out">
        <StyledHeadline>
          <h3>{offboarding.tenant_name}</h3>
          <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
        </StyledHeadline>
        <StyledFacts>
          <dt>Bed</dt>
          <dd>
            {offboarding.property_name}
            {offboarding.room_name && offboarding.bed_name
              ? ` · Room ${offboarding.room_name} · Bed ${offboarding.bed_name}`
              : ''}
          </dd>
          <dt>Notice given</dt>
          <dd>{formatDate(offboarding.notice_date)}</dd>
          <dt>Moves out</dt>
          <dd>{formatDate(offboarding.actual_move_out_date ?? offboarding.move_out_date)}</dd>
          {offboarding.reason && (
            <>
              <dt>Reason</dt>
              <dd>{offboarding.reason}</dd>
            </>
          )}
          {offboarding.reject_reason && (
            <>
              <dt>Rejected because</dt>
              <dd>{offboarding.reject_reason}</dd>
            </>
          )}
        </StyledFacts>
      </StyledSection>
      {mode === 'edit' && offboarding.status === 'RAISED' ? (
        <EditForm offboarding={offboarding} decimalPlaces={decimalPlaces} onDone={() => setMode('view')} />
      ) : mode === 'complete' && offboarding.status === 'RAISED' ? (
        <CompleteForm offboarding={offboarding} onDone={() => setMode('view')} />
      ) : (
        <>
          <ForecastView forecast={offboarding.forecast} decimalPlaces={decimalPlaces} />
          {offboarding.status === 'RAISED' && <RaisedActions offboarding={offboarding} onMode={setMode} />}
        </>
      )}
      <StyledSection aria-label="History">
        <h3>History</h3>
        <StyledList>
          {offboarding.history.map((entry, index) => (
            <StyledListItem key={`${entry.action}-${index}`}>
              <span data-part="main">
                <span>{entry.action.charAt(0) + entry.action.slice(1).toLowerCase()}</span>
                {entry.note && <span data-part="muted">{entry.note}</span>}
              </span>
              <span data-part="side">
                <span data-part="muted">{formatDate(entry.at)}</span>
                {entry.by_name && <span data-part="muted">{entry.by_name}</span>}
              </span>
            </StyledListItem>
          ))}
        </StyledList>
      </StyledSection>
    </StyledSheet>
  )
}

function RaisedActions({
  offboarding,
  onMode,
}: {
  offboarding: OffboardingDetail
  onMode: (mode: Mode) => void
}) {
  const [editOffboarding] = useEditOffboardingMutation()
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const reject = async () => {
    const result = await editOffboarding({
      id: offboarding.id,
      offboardingEditRequest: {
        action: 'REJECT',
        ...(reason.trim() ? { reject_reason: reason.trim() } : {}),
      },
    })
    if (!result.error) setRejecting(false)
  }
  return (
    <StyledActions>
      <Button variant="danger" onClick={() => setRejecting(true)}>
        Reject
      </Button>
      <Button variant="secondary" onClick={() => onMode('edit')}>
        Edit
      </Button>
      <Button onClick={() => onMode('complete')}>Complete move-out</Button>
      <ConfirmDialog
        open={rejecting}
        tone="danger"
        title="Reject this move-out?"
        message={
          <>
            {offboarding.tenant_name} stays on and the bed is kept for them.
            <TextField label="Reason" value={reason} onChange={(event) => setReason(event.target.value)} />
          </>
        }
        confirmLabel="Reject move-out"
        onConfirm={reject}
        onCancel={() => setRejecting(false)}
      />
    </StyledActions>
  )
}

function EditForm({
  offboarding,
  decimalPlaces,
  onDone,
}: {
  offboarding: OffboardingDetail
  decimalPlaces: number
  onDone: () => void
}) {
  const [editOffboarding] = useEditOffboardingMutation()
  const form = useFormik<MoveOutValues>({
    initialValues: editValues(offboarding),
    validationSchema: moveOutSchema(offboarding.forecast.move_in_date),
    onSubmit: async (values) => {
      const { tenant_id: _tenant, ...changes } = forecastRequest(offboarding.tenant_id, values)
      const result = await editOffboarding({
        id: offboarding.id,
        offboardingEditRequest: { ...changes, reason: values.reason.trim(), remarks: values.remarks.trim() },
      })
      if (!result.error) onDone()
    },
  })
  return (
    <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label="Edit move-out">
      <MoveOutFields
        form={form}
        moveInDate={offboarding.forecast.move_in_date}
        decimalPlaces={decimalPlaces}
      />
      <StyledActions>
        <Button variant="secondary" disabled={form.isSubmitting} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={form.isSubmitting}>
          Save
        </Button>
      </StyledActions>
    </StyledFormGrid>
  )
}

function CompleteForm({ offboarding, onDone }: { offboarding: OffboardingDetail; onDone: () => void }) {
  const [completeOffboarding] = useCompleteOffboardingMutation()
  const form = useFormik<CompleteValues>({
    initialValues: completeValues(offboarding.move_out_date),
    validationSchema: completeSchema(offboarding.forecast.refund_paise),
    onSubmit: async (values) => {
      const result = await completeOffboarding({
        offboardCompleteRequest: completeRequest(offboarding.id, values),
      })
      if (!result.error) onDone()
    },
  })
  const error = (name: keyof CompleteValues) =>
    ((form.touched[name] || form.submitCount > 0) && form.errors[name]) || undefined
  const refunded = form.values.refundMode !== '' && form.values.refundMode !== 'NONE'
  return (
    <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label="Complete move-out">
      <DateField
        label="Left on"
        name="actualMoveOutDate"
        required
        value={form.values.actualMoveOutDate}
        onChange={(value) => void form.setFieldValue('actualMoveOutDate', value)}
        onBlur={form.handleBlur}
        error={error('actualMoveOutDate')}
      />
      <Select
        label="Refund by"
        name="refundMode"
        placeholder="Choose"
        options={REFUND_MODES}
        value={form.values.refundMode}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={error('refundMode')}
      />
      <Checkbox
        label="Room inspected"
        name="roomInspected"
        checked={form.values.roomInspected}
        onChange={form.handleChange}
        error={error('roomInspected')}
      />
      <Checkbox
        label="Keys returned"
        name="keysReturned"
        checked={form.values.keysReturned}
        onChange={form.handleChange}
        error={error('keysReturned')}
      />
      <Checkbox
        label="Meter read"
        name="meterRead"
        checked={form.values.meterRead}
        onChange={form.handleChange}
      />
      {refunded && (
        <>
          <TextField
            label="UTR or cheque number"
            name="refundReference"
            value={form.values.refundReference}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={error('refundReference')}
          />
          <DateField
            label="Refunded on"
            name="refundDate"
            value={form.values.refundDate}
            onChange={(value) => void form.setFieldValue('refundDate', value)}
          />
        </>
      )}
      <div data-span="full">
        <TextArea
          label="Remarks"
          name="remarks"
          value={form.values.remarks}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={error('remarks')}
        />
      </div>
      <StyledActions>
        <Button variant="secondary" disabled={form.isSubmitting} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={form.isSubmitting}>
          Complete move-out
        </Button>
      </StyledActions>
    </StyledFormGrid>
  )
}
