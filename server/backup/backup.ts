import { cpSync, existsSync, mkdirSync, statSync } from 'node:fs'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'

export type BackupResult = {
  databaseFile: string
  backupFile: string
  bytes: number
  /** The copy of the uploads folder, or null when the database has no uploads yet. */
  uploadsBackup: string | null
  /** `pragma integrity_check` of the copy: 'ok' for a sound copy. */
  integrity: string
}

/** `data/roost.sqlite` keeps its uploads in `data/uploads` (the app's default, server/app.ts). */
export const uploadsDirOf = (databaseFile: string) =>
  path.join(path.dirname(path.resolve(databaseFile)), 'uploads')

/** The uploads of `backups/roost-….sqlite` go to `backups/roost-….uploads`. */
export const uploadsBackupOf = (backupFile: string) =>
  path.join(path.dirname(backupFile), `${path.basename(backupFile, path.extname(backupFile))}.uploads`)

/** `data/backups/roost-2026-11-22T04-30-00Z.sqlite`: sorts by time, and no colon (Windows file names). */
export const timestampedBackupFile = (databaseFile: string, at: Date) =>
  path.join(
    path.dirname(path.resolve(databaseFile)),
    'backups',
    `roost-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.sqlite`,
  )

/**
 * Copies a live database with SQLite's online backup, which reads a consistent snapshot while the server goes on
 * writing through its own connection, then copies the uploads folder (after the database, so every file a copied
 * row names is already on disk), and checks the copy's integrity. Never overwrites an existing backup.
 */
export async function takeBackup(databaseFile: string, backupFile: string): Promise<BackupResult> {
  if (!existsSync(databaseFile)) throw new Error(`No database at ${databaseFile}`)
  const uploadsBackup = uploadsBackupOf(backupFile)
  if (existsSync(backupFile) || existsSync(uploadsBackup)) {
    throw new Error(`${backupFile} (or its uploads folder) exists already; name a new file`)
  }
  mkdirSync(path.dirname(path.resolve(backupFile)), { recursive: true })
  const source = new SqliteDatabase(databaseFile, { fileMustExist: true })
  try {
    // Whole remaining file per step: a write between steps restarts the copy, so few steps finish under load.
    await source.backup(backupFile, { progress: ({ remainingPages }) => Math.max(remainingPages, 100) })
  } finally {
    source.close()
  }
  const uploads = uploadsDirOf(databaseFile)
  const hasUploads = existsSync(uploads)
  if (hasUploads) cpSync(uploads, uploadsBackup, { recursive: true, errorOnExist: true, force: false })
  const copy = new SqliteDatabase(backupFile, { readonly: true, fileMustExist: true })
  try {
    const integrity = copy.pragma('integrity_check', { simple: true })
    return {
      databaseFile,
      backupFile,
      bytes: statSync(backupFile).size,
      uploadsBackup: hasUploads ? uploadsBackup : null,
      integrity: String(integrity),
    }
  } finally {
    copy.close()
  }
}
