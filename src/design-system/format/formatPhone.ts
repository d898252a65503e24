/**
 * An Indian mobile number as '+91 98450 12345', from '+919845012345', '919845012345' or '9845012345'
 * (spaces and dashes ignored). Anything else, such as a foreign number, is returned as given.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/[\s-]/g, '')
  const match = /^(?:\+?91)?([6-9]\d{4})(\d{5})$/.exec(digits)
  return match ? `+91 ${match[1]} ${match[2]}` : phone
}
