const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** GST state codes: the states and union territories (01–38) and 97 (other territory). */
const isStateCode = (code: number) => (code >= 1 && code <= 38) || code === 97

/**
 * The GSTIN check character of the first 14 characters: each character's value (0–9, A–Z as 10–35) times 1 and 2
 * alternately, the product's quotient and remainder by 36 summed, and the sum's complement modulo 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0
  for (let index = 0; index < 14; index += 1) {
    const product = ALPHABET.indexOf(first14[index]) * (index % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return ALPHABET[(36 - (sum % 36)) % 36]
}

/**
 * Why a GSTIN the contract's pattern admits is still wrong (an unknown state code, a wrong check character), or null.
 * The PAN is characters 3–12.
 */
export function gstinProblem(gstin: string): string | null {
  if (!isStateCode(Number(gstin.slice(0, 2)))) {
    return `${gstin.slice(0, 2)} is not a GST state code (01–38 or 97).`
  }
  if (gstinCheckCharacter(gstin) !== gstin[14]) {
    return 'The GSTIN has a typing mistake: its last character does not match the rest.'
  }
  return null
}

export const panOfGstin = (gstin: string) => gstin.slice(2, 12)

/** A valid GSTIN for a state code and PAN (entity number 1), for demo data and tests. */
export const gstinFor = (stateCode: string, pan: string) => {
  const first14 = `${stateCode}${pan}1Z`
  return first14 + gstinCheckCharacter(first14)
}
