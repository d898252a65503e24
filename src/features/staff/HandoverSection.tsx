import { useFormik } from 'formik'
import { useState } from 'react'
import { useOperator } from '../../app/core/session/useOperator'
import { Button } from '../../design-system/Button'
import { formatDate, formatPaise } from '../../design-system/format'
import { MoneyInput } from '../../design-system/MoneyInput'
import {
  StyledActions,
  StyledFormGrid,
  StyledList,
  StyledListItem,
  StyledSection,
} from '../../design-system/SheetLayout'
import { StatusBadge } from '../../design-system/StatusBadge'
import { TextArea } from '../../design-system/TextArea'
import {
  disputeSchema,
  handoverActions,
  handoverDefaults,
  handoverRequest,
  handoverSchema,
} from './handoverForm'
import { serverFieldErrors } from '../../app/core/serverErrors'
import {
  useApplyCashHandoverActionMutation,
  useCreateCashHandoverMutation,
  type CashHandover,
  type StaffDetail,
} from './staffApi'
import { HANDOVER_LABELS } from './staffText'

const ACTION_LABELS = { SUBMIT: 'Submit', ACCEPT: 'Accept', DISPUTE: 'Dispute', DISCARD: 'Discard' } as const

/** Records a handover of the cash in hand: expected shown, declared typed, kept as a draft or submitted. */
function RecordHandover({ staffId, expectedPaise }: { staffId: number; expectedPaise: number }) {
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const [createHandover] = useCreateCashHandoverMutation()
  const [submitNow, setSubmitNow] = useState(true)
  const form = useFormik({
    initialValues: handoverDefaults(expectedPaise, decimalPlaces),
    validationSchema: handoverSchema,
    enableReinitialize: true,
    onSubmit: async (values, helpers) => {
      const result = await createHandover({
        id: staffId,
        cashHandoverCreateRequest: handoverRequest(values, submitNow),
      })
      if (result.error) {
        helpers.setErrors(serverFieldErrors(result.error, { declared_paise: 'declared', note: 'note' }))
      }
    },
  })
  const error = (name: 'declared' | 'note') => (form.touched[name] && form.errors[name]) || undefined
  return (
    <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label="Record handover">
      <p data-span="full">Expected: {formatPaise(expectedPaise, { decimalPlaces })} (the cash in hand now)</p>
      <MoneyInput
        label="Cash handed over"
        required
        name="declared"
        decimalPlaces={decimalPlaces}
        value={form.values.declared}
        onChange={(value) => void form.setFieldValue('declared', value)}
        onBlur={form.handleBlur}
        error={error('declared')}
      />
      <div data-span="full">
        <TextArea label="Handover note" rows={2} {...form.getFieldProps('note')} error={error('note')} />
      </div>
      <StyledActions>
        <Button
          type="submit"
          variant="secondary"
          loading={form.isSubmitting && !submitNow}
          disabled={form.isSubmitting}
          onClick={() => setSubmitNow(false)}
        >
          Save as draft
        </Button>
        <Button
          type="submit"
          loading={form.isSubmitting && submitNow}
          disabled={form.isSubmitting}
          onClick={() => setSubmitNow(true)}
        >
          Submit handover
        </Button>
      </StyledActions>
    </StyledFormGrid>
  )
}

/** A dispute needs a reason, typed inline under the handover. */
function DisputeForm({ handover, onDone }: { handover: CashHandover; onDone: () => void }) {
  const [apply] = useApplyCashHandoverActionMutation()
  const form = useFormik({
    initialValues: { reason: '' },
    validationSchema: disputeSchema,
    onSubmit: async (values, helpers) => {
      const result = await apply({
        id: handover.id,
        cashHandoverActionRequest: { action: 'DISPUTE', reason: values.reason.trim() },
      })
      if (result.error) {
        helpers.setErrors(serverFieldErrors(result.error, { reason: 'reason' }))
        return
      }
      onDone()
    },
  })
  return (
    <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label="Dispute handover">
      <div data-span="full">
        <TextArea
          label="Reason for the dispute"
          required
          rows={2}
          {...form.getFieldProps('reason')}
          error={(form.touched.reason && form.errors.reason) || undefined}
        />
      </div>
      <StyledActions>
        <Button variant="secondary" disabled={form.isSubmitting} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" loading={form.isSubmitting}>
          Dispute handover
        </Button>
      </StyledActions>
    </StyledFormGrid>
  )
}

function HandoverItem({ handover }: { handover: CashHandover }) {
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const [apply, { isLoading }] = useApplyCashHandoverActionMutation()
  const [disputing, setDisputing] = useState(false)
  const money = (paise: number) => formatPaise(paise, { decimalPlaces })
  const { label, tone } = HANDOVER_LABELS[handover.status]
  const variance = handover.variance_paise
  return (
    <StyledListItem aria-label={`Handover of ${money(handover.declared_paise)}, ${label}`}>
      <span data-part="main">
        <span>
          {money(handover.declared_paise)} declared of {money(handover.expected_paise)} expected
        </span>
        <span data-part="muted">
          {variance === 0
            ? 'No variance'
            : `Variance ${variance > 0 ? '+' : '−'}${money(Math.abs(variance))}`}{' '}
          · {handover.payment_count} cash payment{handover.payment_count === 1 ? '' : 's'} ·{' '}
          {formatDate(handover.submitted_at ?? handover.created_at)}
        </span>
        {handover.note && <span data-part="muted">Note: {handover.note}</span>}
        {handover.dispute_reason && <span data-part="muted">Disputed: {handover.dispute_reason}</span>}
        {disputing && <DisputeForm handover={handover} onDone={() => setDisputing(false)} />}
      </span>
      <span data-part="side">
        <StatusBadge tone={tone}>{label}</StatusBadge>
        {!disputing &&
          handoverActions(handover).map((action) => (
            <Button
              key={action}
              size="small"
              variant={action === 'ACCEPT' || action === 'SUBMIT' ? 'primary' : 'secondary'}
              disabled={isLoading}
              onClick={() =>
                action === 'DISPUTE'
                  ? setDisputing(true)
                  : void apply({ id: handover.id, cashHandoverActionRequest: { action } })
              }
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
      </span>
    </StyledListItem>
  )
}

/** The handover history, newest first, with what each state allows, and the form when none is open. */
export function HandoverSection({ detail }: { detail: StaffDetail }) {
  const open = detail.handovers.some(
    (handover) => handover.status === 'DRAFT' || handover.status === 'SUBMITTED',
  )
  return (
    <StyledSection aria-label="Cash handovers">
      <h3>Cash handovers</h3>
      {open ? (
        <p>Settle the open handover before recording another.</p>
      ) : (
        <RecordHandover staffId={detail.staff.id} expectedPaise={detail.cash_in_hand_paise} />
      )}
      {detail.handovers.length === 0 ? (
        <p>No handovers yet.</p>
      ) : (
        <StyledList aria-label="Handover history">
          {detail.handovers.map((handover) => (
            <HandoverItem key={handover.id} handover={handover} />
          ))}
        </StyledList>
      )}
    </StyledSection>
  )
}
