import { useState } from 'react'
import { useOperator } from '../../app/core/session/useOperator'
import { Button } from '../../design-system/Button'
import { MoneyInput, rupeesToPaise } from '../../design-system/MoneyInput'
import { Select } from '../../design-system/Select'
import { StyledActions, StyledFormGrid, StyledNotice } from '../../design-system/SheetLayout'
import { TextArea } from '../../design-system/TextArea'
import { actionError } from './actionError'
import {
  useRaiseComplaintAgainMutation,
  useUpdateComplaintMutation,
  type ComplaintDetail,
  type ComplaintStatus,
  type CostPaidBy,
} from './complaintsApi'
import { StyledActionRow } from './Complaints.styles'

/** A move the sheet offers: a status of allowed_statuses, or raising a resolved complaint again. */
type Move = {
  key: ComplaintStatus | 'RAISE_AGAIN'
  label: string
  text?: { label: string; required: string }
}

/** The button for each allowed status, named for where the complaint is now. */
function moveTo(status: ComplaintStatus, from: ComplaintStatus): Move {
  switch (status) {
    case 'IN_PROGRESS':
      return { key: status, label: from === 'ON_HOLD' ? 'Resume' : 'Start work' }
    case 'ON_HOLD':
      return {
        key: status,
        label: 'Put on hold',
        text: { label: 'Why on hold', required: 'Say why it is on hold' },
      }
    case 'RESOLVED':
      return {
        key: status,
        label: 'Resolve',
        text: { label: 'Resolution notes', required: 'Say how it was resolved' },
      }
    case 'DECLINED':
      return {
        key: status,
        label: 'Decline',
        text: { label: 'Why declined', required: 'Say why it is declined' },
      }
    case 'CLOSED':
      return { key: status, label: 'Close' }
    case 'OPEN':
      return { key: status, label: 'Reopen' }
  }
}

const RAISE_AGAIN: Move = {
  key: 'RAISE_AGAIN',
  label: 'Raise again',
  text: { label: 'Why raise it again', required: 'Say why it is raised again' },
}

const PAID_BY_OPTIONS = [
  { value: 'OPERATOR', label: 'You (the operator)' },
  { value: 'RESIDENT', label: 'The resident' },
]

/** The status moves the detail allows, each with the note it needs; a 400 or 409 is shown in the form. */
export function StatusActions({ detail }: { detail: ComplaintDetail }) {
  const { complaint } = detail
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const [updateComplaint, update] = useUpdateComplaintMutation()
  const [raiseAgain, raising] = useRaiseComplaintAgainMutation()
  const [open, setOpen] = useState<Move>()
  const [text, setText] = useState('')
  const [cost, setCost] = useState('')
  const [paidBy, setPaidBy] = useState<CostPaidBy | ''>('')
  const [errors, setErrors] = useState<{ text?: string; cost?: string; message?: string }>({})
  const moves = [
    ...detail.allowed_statuses.map((status) => moveTo(status, complaint.status)),
    ...(detail.can_raise_again ? [RAISE_AGAIN] : []),
  ]

  const reset = () => {
    setOpen(undefined)
    setText('')
    setCost('')
    setPaidBy('')
    setErrors({})
  }

  const submit = async (move: Move) => {
    const note = text.trim()
    const costPaise = cost === '' ? undefined : (rupeesToPaise(cost) ?? undefined)
    const local = {
      text: move.text && !note ? move.text.required : undefined,
      cost: cost !== '' && costPaise === undefined ? 'Enter the cost in rupees' : undefined,
    }
    if (local.text || local.cost) {
      setErrors(local)
      return
    }
    const result =
      move.key === 'RAISE_AGAIN'
        ? await raiseAgain({ id: complaint.id, complaintRaiseAgainRequest: { reason: note } })
        : await updateComplaint({
            id: complaint.id,
            complaintUpdateRequest: {
              status: move.key,
              ...(move.key === 'RESOLVED' ? { resolution_notes: note } : note ? { comment: note } : {}),
              ...(costPaise === undefined ? {} : { cost_paise: costPaise }),
              ...(paidBy ? { cost_paid_by: paidBy } : {}),
            },
          })
    if (result.error) {
      const { byField, message } = actionError(result.error, {
        comment: 'text',
        resolution_notes: 'text',
        reason: 'text',
        status: 'message',
        cost_paise: 'cost',
        cost_paid_by: 'cost',
      })
      setErrors({ ...byField, message: message ?? byField.message })
      return
    }
    reset()
  }

  if (moves.length === 0)
    return (
      <p>No further moves: this complaint is {complaint.status === 'DECLINED' ? 'declined' : 'closed'}.</p>
    )

  return open ? (
    <StyledFormGrid
      noValidate
      aria-label={open.label}
      onSubmit={(event) => {
        event.preventDefault()
        void submit(open)
      }}
    >
      {open.text && (
        <div data-span="full">
          <TextArea
            label={open.text.label}
            required
            maxLength={open.key === 'RAISE_AGAIN' ? 500 : 2000}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={errors.text}
          />
        </div>
      )}
      {open.key === 'RESOLVED' &&
        complaint.expense_id === null &&
        complaint.charge_collection_id === null && (
          <>
            <MoneyInput
              label="Repair cost"
              decimalPlaces={decimalPlaces}
              value={cost}
              onChange={setCost}
              error={errors.cost}
            />
            <Select
              label="Who pays"
              placeholder="Not set"
              options={PAID_BY_OPTIONS}
              value={paidBy}
              onChange={(event) => setPaidBy(event.target.value as CostPaidBy | '')}
            />
          </>
        )}
      {errors.message && (
        <StyledNotice data-span="full" role="alert">
          {errors.message}
        </StyledNotice>
      )}
      <StyledActions>
        <Button variant="secondary" onClick={reset}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isLoading || raising.isLoading}>
          {open.label}
        </Button>
      </StyledActions>
    </StyledFormGrid>
  ) : (
    <>
      <StyledActionRow role="group" aria-label="Status actions">
        {moves.map((move) => (
          <Button
            key={move.key}
            variant={move.key === 'DECLINED' ? 'secondary' : 'primary'}
            loading={!move.text && update.isLoading}
            onClick={() => (move.text ? setOpen(move) : void submit(move))}
          >
            {move.label}
          </Button>
        ))}
      </StyledActionRow>
      {errors.message && <StyledNotice role="alert">{errors.message}</StyledNotice>}
    </>
  )
}
