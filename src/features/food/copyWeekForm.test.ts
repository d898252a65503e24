import { copyWeekRequest, copyWeekSchema, copyWeekValues } from './copyWeekForm'
import { nextMonday, weekDayOfDate } from './menuDates'

describe('copy a week', () => {
  it('starts next Monday and copies the week a week ago', () => {
    // 25 Nov 2026 is a Wednesday.
    expect(copyWeekValues('2026-11-25')).toEqual({ startOn: '2026-11-30', copyFrom: '2026-11-18' })
    // On a Monday the next start is the following Monday, not today.
    expect(copyWeekValues('2026-11-30').startOn).toBe('2026-12-07')
  })

  it('knows Mondays', () => {
    expect(weekDayOfDate('2026-11-30')).toBe(1)
    expect(weekDayOfDate('2026-11-29')).toBe(7)
    expect(nextMonday('2026-11-30')).toBe('2026-11-30')
    expect(nextMonday('nope')).toBe('')
  })

  it('refuses a start that is not a Monday and a copy from the future', async () => {
    const schema = copyWeekSchema('2026-11-25')
    await expect(schema.validateAt('startOn', { startOn: '2026-12-01' })).rejects.toThrow('Choose a Monday')
    await expect(schema.validateAt('copyFrom', { copyFrom: '2026-11-26' })).rejects.toThrow(
      'Choose today or an earlier day',
    )
  })

  it('sends the Monday as effective_from and the past day as copy_from', () => {
    expect(copyWeekRequest(1, { startOn: '2026-11-30', copyFrom: '2026-11-18' })).toEqual({
      property_id: 1,
      effective_from: '2026-11-30',
      copy_from: '2026-11-18',
    })
  })
})
