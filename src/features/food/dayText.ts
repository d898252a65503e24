/* Text of the kitchen's day and the residents' food: countdowns, kg ↔ grams, skips. */
import { kolkataClock } from '../../app/core/kolkataTime'
import { formatDate } from '../../design-system/format'
import type { DietCount, FoodSkip, SkipSource } from './foodApi.gen'
import { clockLabel, DIET_LABEL, DIETS, weekdayLabel } from './labels'

const MINUTE = 60_000

/** Whole minutes left until `cutoffAt` (rounded up, so an open meal never shows 0), or 0 once it has passed. */
export function minutesLeft(cutoffAt: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(cutoffAt) - now.getTime()) / MINUTE))
}

/** 134 → '2 h 14 min'; 120 → '2 h'; 9 → '9 min'. */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}

/** Before the cut-off: 'Skips close in 2 h 14 min'. */
export const countdownText = (cutoffAt: string, now: Date) =>
  `Skips close in ${durationText(minutesLeft(cutoffAt, now))}`

/** An instant as the Kolkata time of day: '2026-11-25T11:30:00Z' → '5:00 pm'. */
export const momentClockText = (instant: string) => clockLabel(kolkataClock(instant))

/** The kilograms typed ('2.5', one decimal at most) as whole grams: 2500; '' is null. */
export function kgToGrams(kg: string): number | null {
  if (kg.trim() === '') return null
  return Math.round(Number(kg) * 10) * 100
}

/** Grams as the kilograms shown in the form: 2500 → '2.5', 3000 → '3', null → ''. */
export function gramsToKg(grams: number | null): string {
  if (grams === null) return ''
  return String(Math.round(grams / 100) / 10)
}

/** 'Veg 42 · Non-veg 20 · Egg 5 · Jain 3', in that order, leaving out diets nobody eats. */
export function dietSplitText(byDiet: readonly DietCount[]): string {
  const counts = new Map(byDiet.map((entry) => [entry.diet, entry.count]))
  return DIETS.filter((diet) => (counts.get(diet) ?? 0) > 0)
    .map((diet) => `${DIET_LABEL[diet]} ${counts.get(diet)}`)
    .join(' · ')
}

export const SKIP_SOURCE_LABELS: Record<SkipSource, string> = {
  TENANT: 'Resident',
  OUTPASS: 'Outpass',
  ADMIN: 'Operator',
}

/** When a skip applies: '29/11/2026', or 'Every Sunday' (with 'until …' when it ends). */
export function skipWhenText(skip: Pick<FoodSkip, 'date' | 'week_day' | 'to_date'>): string {
  if (skip.date) return formatDate(skip.date)
  const every = `Every ${weekdayLabel(skip.week_day ?? 0)}`
  return skip.to_date ? `${every} until ${formatDate(skip.to_date)}` : every
}

/** The day after a 'yyyy-MM-dd' day. */
export function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}
