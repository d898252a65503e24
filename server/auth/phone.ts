/** A phone number as the provider keeps it: ISD code with its plus sign, and the national digits. */
export type Phone = { dialCode: string; national: string }

/** `91` or `+91` → `+91`. */
export const normalizeDialCode = (dialCode: string) => `+${dialCode.replace(/^\+/, '')}`

/** `+91 98450 12345` for ten-digit numbers, else the digits in one group. */
export function formatPhone({ dialCode, national }: Phone): string {
  const grouped = national.length === 10 ? `${national.slice(0, 5)} ${national.slice(5)}` : national
  return `${dialCode} ${grouped}`
}

/** `+91 98XXX XX345`: the first two and last three digits stay visible. */
export function maskPhone(phone: Phone): string {
  const { national } = phone
  const keepEnd = Math.min(3, Math.max(0, national.length - 2))
  const hidden = national.slice(0, 2) + 'X'.repeat(national.length - 2 - keepEnd) + national.slice(-keepEnd)
  return formatPhone({ ...phone, national: hidden })
}
