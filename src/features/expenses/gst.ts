import type { GstRate } from './expensesApi.gen'

export const GST_RATES: readonly GstRate[] = [0, 5, 12, 18, 28]

/**
 * The tax inside an amount that includes GST, as the provider computes it: round(amount × rate / (100 + rate)),
 * half away from zero, in integers (no binary fractions).
 */
export function splitGst(amountPaise: number, rate: GstRate): { taxPaise: number; taxablePaise: number } {
  const sign = amountPaise < 0 ? -1 : 1
  const amount = Math.abs(amountPaise)
  const divisor = 100 + rate
  const taxPaise = sign * Math.floor((2 * amount * rate + divisor) / (2 * divisor))
  return { taxPaise, taxablePaise: amountPaise - taxPaise }
}
