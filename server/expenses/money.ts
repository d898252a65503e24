/**
 * round(numerator / denominator), half away from zero, in integers only (BigInt, so products of large paise
 * amounts never lose a paisa to floating point). Both operands are non-negative, the denominator positive.
 */
export function roundedRatio(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator))
}

/** The GST an amount that includes it carries: round(amount × rate / (100 + rate)), half away from zero. */
export const taxOf = (amountPaise: number, ratePercent: number): number =>
  roundedRatio(BigInt(amountPaise) * BigInt(ratePercent), BigInt(100 + ratePercent))

/** `rate` percent of an amount, half away from zero. */
export const percentOf = (amountPaise: number, ratePercent: number): number =>
  roundedRatio(BigInt(amountPaise) * BigInt(ratePercent), 100n)
