/** Countries an operator can sign in from; India first. Number lengths are national significant numbers. */
export type DialCode = { iso: string; code: string; country: string; digits: [min: number, max: number] }

export const DIAL_CODES: readonly DialCode[] = [
  { iso: 'IN', code: '+91', country: 'India', digits: [10, 10] },
  { iso: 'AE', code: '+971', country: 'United Arab Emirates', digits: [9, 9] },
  { iso: 'NP', code: '+977', country: 'Nepal', digits: [10, 10] },
  { iso: 'BD', code: '+880', country: 'Bangladesh', digits: [10, 10] },
  { iso: 'LK', code: '+94', country: 'Sri Lanka', digits: [9, 9] },
  { iso: 'SG', code: '+65', country: 'Singapore', digits: [8, 8] },
  { iso: 'GB', code: '+44', country: 'United Kingdom', digits: [10, 10] },
  { iso: 'US', code: '+1', country: 'United States', digits: [10, 10] },
]

export const dialCodeOf = (iso: string): DialCode =>
  DIAL_CODES.find((entry) => entry.iso === iso) ?? DIAL_CODES[0]
