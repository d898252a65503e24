/**
 * The form of a name two entries are compared by: lower-cased, with every space and punctuation mark left out,
 * so that `R.V. College  of Engineering` and `rv college of engineering` are one college.
 */
export const nameKey = (name: string): string => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

/** A name as it is stored: trimmed, with runs of spaces made one. */
export const tidyName = (name: string): string => name.trim().replace(/\s+/g, ' ')
