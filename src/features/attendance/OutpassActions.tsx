import { useState } from 'react'
import { staffIdOfChoice, UserPicker, type UserChoice } from '../../app/core/people'
import { Button } from '../../design-system/Button'
import { Checkbox } from '../../design-system/Checkbox'
import { DateField } from '../../design-system/DateField'
import { StyledActions, StyledNotice, StyledSection } from '../../design-system/SheetLayout'
import { TextArea } from '../../design-system/TextArea'
import { TextField } from '../../design-system/TextField'
import {
  useApplyOutpassActionMutation,
  type Outpass,
  type OutpassAction,
  type OutpassActionRequest,
} from './attendanceApi'
import { ACTION_LABELS, PASS_STATUS_LABELS } from './labels'
import { kolkataInstant } from '../../app/core/kolkataTime'
import { today } from '../../app/core/today'
import { serverFieldErrors, serverMessage } from '../../app/core/serverErrors'
import { StyledPair } from './Attendance.styles'

const ORDER: OutpassAction[] = ['APPROVE', 'MARK_OUT', 'MARK_IN', 'REJECT', 'CANCEL']
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/

type Errors = Partial<Record<'remarks' | 'time', string>>

/** The actions the pass's state allows (`allowed_actions`) and nothing else; a refusal shows its message. */
export function OutpassActions({ outpass }: { outpass: Outpass }) {
  const [apply, { isLoading }] = useApplyOutpassActionMutation()
  const [remarks, setRemarks] = useState('')
  const [day, setDay] = useState('')
  const [time, setTime] = useState('')
  const [guardian, setGuardian] = useState(false)
  const [by, setBy] = useState<UserChoice>('')
  const [errors, setErrors] = useState<Errors>({})
  const [notice, setNotice] = useState<string>()
  const allowed = ORDER.filter((action) => outpass.allowed_actions.includes(action))

  if (allowed.length === 0)
    return (
      <StyledSection aria-label="Actions">
        <p>Nothing more to do: a {PASS_STATUS_LABELS[outpass.status].toLowerCase()} pass takes no actions.</p>
      </StyledSection>
    )

  const moves = allowed.includes('MARK_OUT') ? 'out' : allowed.includes('MARK_IN') ? 'in' : null
  const askGuardian = allowed.includes('APPROVE') && outpass.guardian_approved !== true

  const run = async (action: OutpassAction) => {
    const found: Errors = {}
    if (action === 'REJECT' && !remarks.trim()) found.remarks = 'Enter the reason for rejecting'
    if (time && !TIME.test(time)) found.time = 'Enter a time as HH:mm'
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setNotice(undefined)
    const request: OutpassActionRequest = {
      action,
      ...(remarks.trim() ? { remarks: remarks.trim() } : {}),
      ...((action === 'MARK_OUT' || action === 'MARK_IN') && time
        ? { at: kolkataInstant(day || today(), time) }
        : {}),
      ...(action === 'APPROVE' && guardian ? { guardian_approved: true } : {}),
      ...(staffIdOfChoice(by) !== undefined ? { by_staff_id: staffIdOfChoice(by) } : {}),
    }
    const result = await apply({ id: outpass.id, outpassActionRequest: request })
    if (result.error) {
      setErrors(serverFieldErrors(result.error, { remarks: 'remarks', at: 'time' }))
      setNotice(serverMessage(result.error) ?? 'The pass was not changed.')
    }
  }

  return (
    <StyledSection aria-label="Actions">
      <h3>Actions</h3>
      <TextArea
        label={allowed.includes('REJECT') ? 'Reason or remark' : 'Remark'}
        hint={allowed.includes('REJECT') ? 'Needed to reject' : undefined}
        maxLength={500}
        value={remarks}
        error={errors.remarks}
        onChange={(event) => setRemarks(event.target.value)}
      />
      {moves && (
        <StyledPair>
          <DateField
            label={moves === 'out' ? 'Went out on' : 'Came back on'}
            hint="Today when empty"
            max={today()}
            value={day}
            onChange={setDay}
          />
          <TextField
            label={moves === 'out' ? 'Went out at' : 'Came back at'}
            hint="HH:mm; now when empty"
            placeholder="HH:mm"
            inputMode="numeric"
            maxLength={5}
            value={time}
            error={errors.time}
            onChange={(event) => setTime(event.target.value)}
          />
        </StyledPair>
      )}
      {askGuardian && (
        <Checkbox
          label="The guardian has approved"
          checked={guardian}
          onChange={(event) => setGuardian(event.target.checked)}
        />
      )}
      <UserPicker
        label="By"
        propertyId={outpass.property_id}
        value={by}
        onChange={(choice) => setBy(choice)}
      />
      {notice && <StyledNotice role="alert">{notice}</StyledNotice>}
      <StyledActions>
        {allowed.map((action) => (
          <Button
            key={action}
            variant={action === 'REJECT' || action === 'CANCEL' ? 'secondary' : 'primary'}
            disabled={isLoading}
            onClick={() => void run(action)}
          >
            {ACTION_LABELS[action]}
          </Button>
        ))}
      </StyledActions>
    </StyledSection>
  )
}
