import { raisePassRequest, raisePassSchema, raisePassValues } from './raisePassForm'
import { setupRequest, setupSchema, setupValues } from './setupForm'

const filled = {
  ...raisePassValues('2026-11-25'),
  tenantId: '101',
  type: 'HOME_LEAVE' as const,
  fromTime: '18:00',
  toDate: '2026-11-28',
  toTime: '20:30',
  destination: ' Mysuru ',
  reason: 'Sister’s wedding',
}

const messages = (values: object) =>
  raisePassSchema
    .validate(values, { abortEarly: false })
    .then(() => [])
    .catch((error: { inner: { path: string; message: string }[] }) =>
      error.inner.map(({ path, message }) => [path, message]),
    )

describe('the raise-pass form', () => {
  it('sends the window on the Kolkata clock, trimmed text, optional fields only when given', async () => {
    await expect(messages(filled)).resolves.toEqual([])
    expect(raisePassRequest(filled)).toEqual({
      tenant_id: 101,
      type: 'HOME_LEAVE',
      from_at: '2026-11-25T18:00:00+05:30',
      to_at: '2026-11-28T20:30:00+05:30',
      destination: 'Mysuru',
      reason: 'Sister’s wedding',
    })
    expect(raisePassRequest({ ...filled, contactPhone: '9845012345', guardianApproved: true })).toMatchObject(
      {
        contact_phone: '9845012345',
        guardian_approved: true,
      },
    )
  })

  it('wants the return after the leaving time', async () => {
    await expect(messages({ ...filled, toDate: '2026-11-25', toTime: '18:00' })).resolves.toEqual([
      ['toTime', 'The return must be after the leaving time'],
    ])
  })
})

describe('the pass rules form', () => {
  const setup = {
    property_id: 1,
    is_enabled: true,
    require_guardian_approval: false,
    lead_hours: { DAY_OUTING: 0, NIGHT_OUT: 24, HOME_LEAVE: 24, EMERGENCY: 0 },
    monthly_quota: null,
    curfew_time: '22:00',
    late_grace_minutes: 15,
    auto_approve_outing_hours: 4,
    auto_skip_meals: false,
    updated_at: null,
  }

  it('round-trips the rules, an empty quota meaning no limit', () => {
    const { property_id: _id, updated_at: _at, ...rules } = setup
    expect(setupRequest(setupValues(setup))).toEqual(rules)
  })

  it('refuses a curfew that is not HH:mm and a grace past 240 minutes', async () => {
    const values = { ...setupValues(setup), curfewTime: '9pm', lateGraceMinutes: '300' }
    await expect(setupSchema.validate(values, { abortEarly: false })).rejects.toMatchObject({
      errors: ['Enter the curfew (HH:mm)', 'Enter 0 to 240 minutes'],
    })
  })
})
