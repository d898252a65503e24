export type CountrySeed = {
  name: string
  iso_code: string
  isd_code: string
  /** Digits of a national mobile number. */
  national_number_length: number
  currency_code: string
  currency_name: string
  currency_symbol: string
}

const country = (
  name: string,
  iso_code: string,
  isd_code: string,
  national_number_length: number,
  [currency_code, currency_name, currency_symbol]: [string, string, string],
): CountrySeed => ({
  name,
  iso_code,
  isd_code,
  national_number_length,
  currency_code,
  currency_name,
  currency_symbol,
})

/** Countries an operator or tenant may come from, India first (the list order is the picker's order). */
export const COUNTRIES: readonly CountrySeed[] = [
  country('India', 'IN', '+91', 10, ['INR', 'Indian Rupee', '₹']),
  country('United Arab Emirates', 'AE', '+971', 9, ['AED', 'UAE Dirham', 'د.إ']),
  country('Nepal', 'NP', '+977', 10, ['NPR', 'Nepalese Rupee', 'रू']),
  country('Bangladesh', 'BD', '+880', 10, ['BDT', 'Bangladeshi Taka', '৳']),
  country('Sri Lanka', 'LK', '+94', 9, ['LKR', 'Sri Lankan Rupee', 'Rs']),
  country('Saudi Arabia', 'SA', '+966', 9, ['SAR', 'Saudi Riyal', 'ر.س']),
  country('Qatar', 'QA', '+974', 8, ['QAR', 'Qatari Riyal', 'ر.ق']),
  country('Singapore', 'SG', '+65', 8, ['SGD', 'Singapore Dollar', 'S$']),
  country('United Kingdom', 'GB', '+44', 10, ['GBP', 'Pound Sterling', '£']),
  country('United States', 'US', '+1', 10, ['USD', 'US Dollar', '$']),
  country('Australia', 'AU', '+61', 9, ['AUD', 'Australian Dollar', 'A$']),
]

export const INDIA_ISO = 'IN'
