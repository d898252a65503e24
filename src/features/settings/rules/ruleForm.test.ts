import { nextDay, ruleRequest, ruleSchema, ruleValues, valueText } from './ruleForm'

const TODAY = '2026-11-22'

const errorsOf = async (rule: Parameters<typeof ruleSchema>[0], values: Record<string, unknown>) => {
  try {
    await ruleSchema(rule, TODAY).validate(values, { abortEarly: false })
    return {}
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner
    return Object.fromEntries(inner.map((item) => [item.path, item.message]))
  }
}

describe('house rule form', () => {
  it('sends fees in paise, percentages in basis points, no fee as 0 and an empty quota as no limit', () => {
    expect(
      ruleRequest('LATE_FEE', { effective_from: TODAY, late_fee_type: 'PER_DAY', late_fee_value: '50.5' }),
    ).toEqual({ effective_from: TODAY, value: { late_fee_type: 'PER_DAY', late_fee_value: 5050 } })
    expect(
      ruleRequest('LATE_FEE', { effective_from: TODAY, late_fee_type: 'PERCENT', late_fee_value: '2' }).value,
    ).toEqual({ late_fee_type: 'PERCENT', late_fee_value: 200 })
    expect(
      ruleRequest('LATE_FEE', { effective_from: TODAY, late_fee_type: 'NONE', late_fee_value: '' }).value,
    ).toEqual({ late_fee_type: 'NONE', late_fee_value: 0 })
    const outpass = ruleValues(
      'OUTPASS',
      {
        require_guardian_approval: true,
        lead_hours_day_outing: 0,
        lead_hours_night_out: 24,
        lead_hours_home_leave: 48,
        lead_hours_emergency: 0,
        monthly_quota: 4,
        auto_approve_outing_hours: 4,
        auto_skip_meals: false,
      },
      TODAY,
    )
    expect(ruleRequest('OUTPASS', { ...outpass, monthly_quota: '' }).value).toMatchObject({
      require_guardian_approval: true,
      lead_hours_home_leave: 48,
      monthly_quota: null,
      auto_skip_meals: false,
    })
  })

  it('shows the value in force as the form starts, applying from the day given', () => {
    expect(ruleValues('LATE_FEE', { late_fee_type: 'FIXED', late_fee_value: 25_000 }, '2026-11-23')).toEqual({
      effective_from: '2026-11-23',
      late_fee_type: 'FIXED',
      late_fee_value: '250',
    })
    expect(nextDay('2026-12-31')).toBe('2027-01-01')
  })

  it('refuses a past date, a due day outside 1–28, a fee of 0 and a curfew that is not HH:mm', async () => {
    expect(await errorsOf('RENT_DUE_DAY', { effective_from: '2026-11-21', rent_due_day: '29' })).toEqual({
      effective_from: 'Pick today or a later date',
      rent_due_day: 'At most 28',
    })
    expect(await errorsOf('RENT_DUE_DAY', { effective_from: TODAY, rent_due_day: '28' })).toEqual({})
    expect(
      await errorsOf('LATE_FEE', { effective_from: TODAY, late_fee_type: 'FIXED', late_fee_value: '0' }),
    ).toEqual({ late_fee_value: 'Enter more than 0' })
    expect(
      await errorsOf('LATE_FEE', { effective_from: TODAY, late_fee_type: 'PERCENT', late_fee_value: '120' }),
    ).toEqual({ late_fee_value: 'At most 100%' })
    expect(
      await errorsOf('LATE_FEE', { effective_from: TODAY, late_fee_type: 'NONE', late_fee_value: '' }),
    ).toEqual({})
    expect(
      await errorsOf('CURFEW', { effective_from: TODAY, curfew_time: '10 pm', late_grace_minutes: '15' }),
    ).toEqual({ curfew_time: 'Enter a time as HH:mm, e.g. 22:00' })
  })

  it('reads each rule as a line', () => {
    expect(valueText('RENT_DUE_DAY', { rent_due_day: 5 })).toBe('Day 5')
    expect(valueText('LATE_FEE', { late_fee_type: 'PER_DAY', late_fee_value: 5000 })).toBe('₹50 a day')
    expect(valueText('LATE_FEE', { late_fee_type: 'PERCENT', late_fee_value: 250 })).toBe('2.5% of the due')
    expect(valueText('NOTICE_PERIOD', null)).toBe('Follows the default')
  })
})
