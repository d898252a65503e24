import {
  countdownText,
  dietSplitText,
  durationText,
  gramsToKg,
  kgToGrams,
  minutesLeft,
  momentClockText,
  nextDay,
  skipWhenText,
} from './dayText'

describe('the cut-off countdown', () => {
  const now = new Date('2026-11-25T09:00:00Z')

  it('says the hours and minutes left, rounded up to the minute', () => {
    expect(countdownText('2026-11-25T11:13:30Z', now)).toBe('Skips close in 2 h 14 min')
    expect(countdownText('2026-11-25T11:00:00Z', now)).toBe('Skips close in 2 h')
    expect(countdownText('2026-11-25T09:00:20Z', now)).toBe('Skips close in 1 min')
  })

  it('has no minutes left once the cut-off has passed', () => {
    expect(minutesLeft('2026-11-25T08:59:00Z', now)).toBe(0)
    expect(minutesLeft('2026-11-25T09:00:00Z', now)).toBe(0)
  })

  it('writes durations of more than a day in hours', () => {
    expect(durationText(26 * 60 + 5)).toBe('26 h 5 min')
    expect(durationText(45)).toBe('45 min')
  })
})

describe('times of day', () => {
  it('writes an instant as the Kolkata time of day', () => {
    expect(momentClockText('2026-11-25T11:30:00Z')).toBe('5:00 pm')
    expect(momentClockText('2026-11-25T18:35:00Z')).toBe('12:05 am')
  })
})

describe('waste in kilograms', () => {
  it('sends the kilograms typed as whole grams', () => {
    expect(kgToGrams('2.5')).toBe(2500)
    expect(kgToGrams('0.1')).toBe(100)
    expect(kgToGrams('12')).toBe(12000)
    expect(kgToGrams('')).toBeNull()
  })

  it('shows grams as kilograms with one decimal', () => {
    expect(gramsToKg(2500)).toBe('2.5')
    expect(gramsToKg(3000)).toBe('3')
    expect(gramsToKg(null)).toBe('')
  })
})

describe('the diet split', () => {
  it('lists the diets in a fixed order and leaves out empty ones', () => {
    expect(
      dietSplitText([
        { diet: 'JAIN', count: 3 },
        { diet: 'VEG', count: 42 },
        { diet: 'EGG', count: 0 },
        { diet: 'NON_VEG', count: 20 },
      ]),
    ).toBe('Veg 42 · Non-veg 20 · Jain 3')
  })
})

describe('when a skip applies', () => {
  it('names the day of a one-off skip and the weekday of a recurring one', () => {
    expect(skipWhenText({ date: '2026-11-29', week_day: null, to_date: null })).toBe('29/11/2026')
    expect(skipWhenText({ date: null, week_day: 7, to_date: null })).toBe('Every Sunday')
    expect(skipWhenText({ date: null, week_day: 1, to_date: '2026-12-31' })).toBe(
      'Every Monday until 31/12/2026',
    )
  })

  it('knows the next day across a month end', () => {
    expect(nextDay('2026-11-30')).toBe('2026-12-01')
  })
})
