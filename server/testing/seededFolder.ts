import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { copySeededTemplate, TEMPLATE_DATABASE } from './seededTemplate'
import { testDatabaseFor, testEngine } from './testDatabases'

/**
 * A new folder holding a copy of the seeded template, for tests that start a server on a folder of their own and
 * again after a restart (`startTestServer({ folder, seed: false })`): copying is seconds faster than seeding. On
 * PostgreSQL the copy is a database made from the template and named in the folder, where both servers find it.
 * The caller removes the folder.
 */
export async function seededFolder(prefix: string): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), prefix))
  copySeededTemplate(folder, false)
  if (testEngine() === 'postgres') await testDatabaseFor(folder, TEMPLATE_DATABASE)
  return folder
}
