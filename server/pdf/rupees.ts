/** `₹12,500` or `₹12,500.50`: whole rupees with Indian digit grouping, paise only when there are some. */
export function rupees(paise: number): string {
  const whole = Math.floor(paise / 100)
  const rest = paise % 100
  const digits = String(whole)
  const last3 = digits.slice(-3)
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')
  return `₹${head ? `${head},${last3}` : last3}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`
}
