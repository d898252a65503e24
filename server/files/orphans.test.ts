import { randomBytes } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { refuseWrites } from '../db/engine'
import { DEMO_OPERATOR } from '../seed'
import { PNG, uploadedFiles } from '../testing/fileKit'
import { download, formWith, tenantPaths } from '../testing/tenantKit'
import { operatorObjects } from '../testing/objectsKit'
import { seededFolder } from '../testing/seededFolder'
import { startTestServer } from '../testing/testServer'

type Data<T> = { data: T }

/** A name the store could have given a file (18 random bytes, base64url). */
const storedName = () => randomBytes(18).toString('base64url')

describe('no file outlives its row', () => {
  it('removes the file when the upload’s transaction fails after the file was written', async () => {
    const server = await startTestServer()
    try {
      const token = await server.signIn(DEMO_OPERATOR.phone)
      const call = <T>(method: string, urlPath: string, body?: unknown) =>
        server.call<T>(method, urlPath, { token, body })
      const objects = operatorObjects(server, token, DEMO_OPERATOR.phone)
      const tenant = { id: await objects.tenant() }
      const collection = { id: await objects.dueCollection() }
      const before = uploadedFiles(server)
      // The database refuses the document's and the proof's rows, as a full disk or a broken constraint would,
      // after the file itself has been written.
      const refusal = { event: 'insert', message: 'disk full' } as const
      await refuseWrites(server.app.db, { ...refusal, name: 'refuse_documents', table: 'tenant_documents' })
      await refuseWrites(server.app.db, { ...refusal, name: 'refuse_proofs', table: 'payment_proofs' })

      const document = await call(
        'POST',
        tenantPaths.upload(tenant.id),
        formWith({ category: 'ID_PROOF' }, { name: 'aadhaar.png', data: PNG }),
      )
      const proof = await call(
        'POST',
        `/payment/api/v1/operator/${collection.id}/payment-proof`,
        formWith({ amount_paise: '100' }, { name: 'upi.png', data: PNG }),
      )
      expect([document.status, proof.status]).toEqual([500, 500])
      expect(uploadedFiles(server)).toEqual(before)
    } finally {
      await server.close()
    }
  })

  it('sweeps what an interrupted upload left (temporary files, files without a row) when it starts again', async () => {
    const folder = await seededFolder('roost-orphans-')
    try {
      const first = await startTestServer({ folder, seed: false })
      const token = await first.signIn(DEMO_OPERATOR.phone)
      const uploaded = await first.call<Data<{ url: string }>>('POST', tenantPaths.uploadFile, {
        token,
        body: formWith({ purpose: 'OTHER' }, { name: 'photo.png', data: PNG }),
      })
      expect(uploaded.status).toBe(201)
      const kept = uploadedFiles(first)
      await first.close()

      const uploads = path.join(folder, 'uploads')
      const leftovers = [`${storedName()}.part`, storedName(), `${storedName()}.part`]
      for (const name of leftovers) writeFileSync(path.join(uploads, name), PNG)
      writeFileSync(path.join(uploads, 'README.txt'), 'not the store’s: left alone')

      const again = await startTestServer({ folder, seed: false })
      try {
        expect(uploadedFiles(again)).toEqual([...kept, 'README.txt'].sort())
        const back = await download(again, uploaded.body.data.url, token)
        expect(back.data.equals(PNG)).toBe(true)
      } finally {
        await again.close()
      }
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
    // Starts two servers one after the other (on a copy of the template: seededFolder), slow on a busy machine.
  }, 60_000)
})
