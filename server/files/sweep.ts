import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Db } from '../db/database'

/** Stored files are named by their id: 18 random bytes in base64url. */
const STORED_NAME = /^[A-Za-z0-9_-]{24}$/
const TEMPORARY_NAME = /^[A-Za-z0-9_-]{24}\.part$/

/** Where a file is written before it is moved to its own name. */
export const temporaryName = (id: string) => `${id}.part`

export type Swept = { temporary: number; withoutRow: number }

/**
 * Removes what an interrupted upload left in the folder: files still under a temporary name, and files moved to
 * their name whose row was never committed. Only names the store makes are touched, never anything else there.
 * Run it before the app serves (an upload in progress has a file without a row for a moment).
 */
export async function sweepLeftovers(db: Db, folder: string): Promise<Swept> {
  const names = await readdir(folder)
  const kept = new Set((await db.selectFrom('stored_files').select('id').execute()).map((row) => row.id))
  const temporary = names.filter((name) => TEMPORARY_NAME.test(name))
  const withoutRow = names.filter((name) => STORED_NAME.test(name) && !kept.has(name))
  await Promise.all([...temporary, ...withoutRow].map((name) => rm(path.join(folder, name), { force: true })))
  return { temporary: temporary.length, withoutRow: withoutRow.length }
}
