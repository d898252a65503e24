import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { callerFor } from '../durability/childCalls'
import { killAllChildServers, signInDemoOperator, startChildServer } from '../durability/childServer'
import { takeBackup, uploadsBackupOf } from './backup'

type Data<T> = { data: T }

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

let folder: string
let databaseFile: string
let call: ReturnType<typeof callerFor>
let tenantId: number

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'roost-backup-'))
  databaseFile = path.join(folder, 'data', 'roost.sqlite')
  const server = await startChildServer({ databaseFile })
  call = callerFor(server, await signInDemoOperator(server))
  const due = await call<Data<{ results: { tenant_id: number }[] }>>(
    'GET',
    '/payment/api/v1/operator/collection/list?limit=1',
  )
  tenantId = due.body.data.results[0].tenant_id
}, 90_000)
afterAll(async () => {
  await killAllChildServers()
  rmSync(folder, { recursive: true, force: true })
})

let charges = 0
const addCharge = () =>
  call<Data<{ id: number }>>('POST', '/payment/api/v2/operator/payment_ticket/create', {
    type: 'OTHERS',
    tenant_id: tenantId,
    charge_kind: 'MAINTENANCE',
    title: `Backup #${(charges += 1)}`,
    amount_paise: 10_000 + charges,
    due_date: '2026-01-05',
  })

it('copies the database and its uploads while the server goes on writing, and the copy opens sound', async () => {
  const form = new FormData()
  form.append('purpose', 'OTHER')
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'note.pdf')
  const upload = await call<Data<{ id: string }>>(
    'POST',
    '/onboarding/api/v1/operator/cloudfront/upload',
    form,
  )
  expect(upload.status).toBe(201)

  const acknowledged: number[] = []
  let writing = true
  const writer = (async () => {
    while (writing) {
      const answer = await addCharge()
      expect(answer.status).toBe(201)
      acknowledged.push(answer.body.data.id)
    }
  })()
  while (acknowledged.length < 5) await new Promise((resolve) => setTimeout(resolve, 10))
  const before = [...acknowledged]
  const backupFile = path.join(folder, 'backups', 'copy.sqlite')
  const result = await takeBackup(databaseFile, backupFile)
  writing = false
  await writer

  expect(result.integrity).toBe('ok')
  const copy = new SqliteDatabase(backupFile, { readonly: true })
  try {
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok')
    const ids = new Set(
      (copy.prepare('select id from collections').all() as { id: number }[]).map((row) => row.id),
    )
    expect(before.filter((id) => !ids.has(id))).toEqual([])
    const mismatched = copy
      .prepare(
        `select c.id from collections c where c.paid_paise != (select coalesce(sum(amount_paise), 0)
          from collection_transactions t where t.collection_id = c.id and t.status = 'SUCCESS')`,
      )
      .all()
    expect(mismatched).toEqual([])
    expect(
      copy.prepare('select count(*) as n from stored_files where id = ?').get(upload.body.data.id),
    ).toEqual({
      n: 1,
    })
  } finally {
    copy.close()
  }
  expect(readFileSync(path.join(uploadsBackupOf(backupFile), upload.body.data.id))).toEqual(PDF)
}, 60_000)

it('runs as `npm run backup` to a named file, and refuses to overwrite a backup', () => {
  const backupFile = path.join(folder, 'named', 'roost-named.sqlite')
  const run = () =>
    spawnSync(process.execPath, ['--import', 'tsx', 'server/backup/main.ts', backupFile], {
      env: { ...process.env, DATABASE_FILE: databaseFile },
      encoding: 'utf8',
    })
  const first = run()
  expect(first.stderr).toBe('')
  expect(first.status).toBe(0)
  expect(first.stdout).toContain(`to ${backupFile}`)
  expect(first.stdout).toContain('integrity ok')
  expect(first.stdout).toContain(`its uploads to ${uploadsBackupOf(backupFile)}`)
  const again = run()
  expect(again.status).toBe(1)
  expect(again.stderr).toContain('exists already')
}, 60_000)
