import path from 'node:path'
import { takeBackup, timestampedBackupFile } from './backup'

/**
 * `npm run backup [-- <file>]`: an online backup of DATABASE_FILE (default data/roost.sqlite) and its uploads,
 * safe while the server runs. Without a file it writes data/backups/roost-<UTC time>.sqlite.
 */
async function main(): Promise<void> {
  const databaseFile = process.env.DATABASE_FILE ?? path.join('data', 'roost.sqlite')
  const backupFile = process.argv[2] ?? timestampedBackupFile(databaseFile, new Date())
  const result = await takeBackup(databaseFile, backupFile)
  if (result.integrity !== 'ok') {
    console.error(`The copy at ${result.backupFile} failed its integrity check: ${result.integrity}`)
    process.exit(1)
  }
  console.log(
    [
      `Backed up ${result.databaseFile} to ${result.backupFile} (${(result.bytes / 1_048_576).toFixed(1)} MB, integrity ok)`,
      result.uploadsBackup ? `and its uploads to ${result.uploadsBackup}` : '(no uploads folder yet)',
    ].join('\n'),
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
