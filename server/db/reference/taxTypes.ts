/**
 * India's tax regimes with their selectable rates in basis points. PG and hostel beds up to ₹20,000 a month
 * for 90 days or more are exempt (0 %); others are billed at 5, 12 or 18 % depending on the case
 * (notes/domain.md §2), so every rate stays selectable and none is hard-coded elsewhere.
 */
export const INDIAN_TAX_TYPES = [
  { code: 'GST', name: 'GST', is_default: 1, rates_bps: [0, 500, 1200, 1800] },
  { code: 'NONE', name: 'No tax', is_default: 0, rates_bps: [0] },
] as const
