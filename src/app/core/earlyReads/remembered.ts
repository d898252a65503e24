/**
 * The reads a page load of each address asked the provider for first (the session check's and the screen's),
 * kept in local storage so that the next load of the same address can ask for them before the app's script has
 * run (earlyReads.ts). Only GET paths are kept, relative to the provider's base URL, never an answer.
 */
export const REMEMBERED_READS_STORAGE_KEY = 'roost.firstReads'
/** Addresses remembered, the most recently loaded first; an operator's daily round is a dozen screens. */
export const REMEMBERED_ADDRESSES = 24
/** Reads remembered for one address: every screen's first reads and the session check's fit. */
export const REMEMBERED_READS_PER_ADDRESS = 12

type Remembered = { address: string; reads: string[] }[]

/** A path on the provider, never another origin: `/user/api/v1/user_detail`, not `//host/…` or `https://…`. */
const isProviderPath = (path: unknown): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//')

function rememberedOf(storage: Storage): Remembered {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(REMEMBERED_READS_STORAGE_KEY) ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed.flatMap((entry: unknown) => {
      if (!entry || typeof entry !== 'object' || !('address' in entry) || !('reads' in entry)) return []
      const { address, reads } = entry
      if (typeof address !== 'string' || !Array.isArray(reads)) return []
      return [{ address, reads: reads.filter(isProviderPath) }]
    })
  } catch {
    return []
  }
}

/** The reads remembered for `address` (path and query), none when it was never loaded. */
export const rememberedReads = (storage: Storage, address: string): string[] =>
  rememberedOf(storage).find((entry) => entry.address === address)?.reads ?? []

/** Remembers `reads` for `address`, first among the addresses, forgetting the least recently loaded. */
export function rememberReads(storage: Storage, address: string, reads: readonly string[]) {
  const kept = [...new Set(reads.filter(isProviderPath))].slice(0, REMEMBERED_READS_PER_ADDRESS)
  const others = rememberedOf(storage).filter((entry) => entry.address !== address)
  const remembered: Remembered = [...(kept.length ? [{ address, reads: kept }] : []), ...others]
  try {
    storage.setItem(REMEMBERED_READS_STORAGE_KEY, JSON.stringify(remembered.slice(0, REMEMBERED_ADDRESSES)))
  } catch {
    // A full or refused storage only costs the next load its early reads.
  }
}
