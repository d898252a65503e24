import { sql } from 'kysely'
import { addDays, kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { FileStore } from '../files/fileStore'
import { updateDocument, uploadDocument } from '../tenants/documents'
import { tenantRows } from '../tenants/tenantList'
import { seededRandom } from './random'
import { SAMPLE_PNG } from './tenantDetails'

/** Days from today to the expiry of the first passports and licences: three expiring soon, then one expired. */
const FIRST_EXPIRIES = [6, 17, 28, -12]

export const REJECTION_REASON = 'Photo page is blurred and the name cannot be read; upload a clearer scan.'

/**
 * Reviews of the residents' ID documents through the API's own functions: expiry dates on passports and driving
 * licences (three expiring within 30 days, one expired, the rest valid for years), a student visa expiring soon
 * for a resident from abroad, some pending IDs verified and one rejected with a reason. Skips operators with any
 * document already rejected or given an expiry date.
 */
export async function seedDocumentReviews(db: Db, now: Clock, files: FileStore): Promise<void> {
  const today = kolkataDate(now())
  const operators = await db.selectFrom('operators').select(['id', 'name']).orderBy('id').execute()
  for (const operator of operators) {
    const reviewed = await db
      .selectFrom('tenant_documents')
      .select('id')
      .where('operator_id', '=', operator.id)
      .where((eb) => eb.or([eb('expiry_date', 'is not', null), eb('verification_status', '=', 'REJECTED')]))
      .executeTakeFirst()
    if (reviewed) continue
    const { rows: residents } = await sql<{ id: number }>`
      select id from (${tenantRows(operator.id, today)}) tenant where status in ('ACTIVE', 'ON_NOTICE')`.execute(
      db,
    )
    const ids = await db
      .selectFrom('tenant_documents')
      .select(['id', 'tenant_id', 'kyc_id_type', 'verification_status'])
      .where('operator_id', '=', operator.id)
      .where('category', '=', 'ID_PROOF')
      .where('tenant_id', 'in', residents.length ? residents.map((resident) => resident.id) : [0])
      .orderBy('id')
      .execute()
    if (!ids.length) continue
    const random = seededRandom(9_300 + operator.id)
    const reviewer = { id: operator.id, name: operator.name }

    const expiring = ids.filter((id) => id.kyc_id_type === 'PASSPORT' || id.kyc_id_type === 'DRIVING_LICENCE')
    for (const [index, document] of expiring.entries()) {
      const days = FIRST_EXPIRIES[index] ?? random.int(120, 3_000)
      await updateDocument(db, now, reviewer, document.id, {
        expiry_date: addDays(today, days),
        ...(document.verification_status === 'PENDING' ? { verification_status: 'VERIFIED' as const } : {}),
      })
    }

    const pending = ids.filter((id) => id.verification_status === 'PENDING' && !expiring.includes(id))
    const [rejected, ...toVerify] = pending
    if (rejected) {
      await updateDocument(db, now, reviewer, rejected.id, {
        verification_status: 'REJECTED',
        rejection_reason: REJECTION_REASON,
      })
    }
    for (const document of toVerify.filter((_, index) => index % 2 === 0)) {
      await updateDocument(db, now, reviewer, document.id, { verification_status: 'VERIFIED' })
    }

    const abroad = expiring.find((id) => id.kyc_id_type === 'PASSPORT')
    if (abroad) {
      await db.updateTable('tenants').set({ nationality: 'BD' }).where('id', '=', abroad.tenant_id).execute()
      const visa = await uploadDocument(
        db,
        now,
        files,
        operator.id,
        abroad.tenant_id,
        { fileName: 'student-visa.png', data: SAMPLE_PNG },
        { category: 'VISA', name: 'Student visa', document_type: 'png' },
      )
      await updateDocument(db, now, reviewer, visa.id, {
        expiry_date: addDays(today, 21),
        verification_status: 'VERIFIED',
      })
    }
  }
}
