import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { FileInput, FileStore } from '../files/fileStore'
import { conflict, notFound } from '../http/httpError'
import { checkNotVoided } from './expenseRules'
import { expenseDetail, expenseDocuments, ownedExpense } from './expenseView'

/** An expense holds at most this many bills and receipts. */
export const MAX_EXPENSE_DOCUMENTS = 10

/**
 * Attaches a bill or receipt (a PDF, JPEG or PNG recognised by content, at most 10 MB: 400 otherwise) to an
 * expense that is not voided (409) and holds fewer than ten (409).
 */
export async function addExpenseDocument(
  db: Db,
  files: FileStore,
  now: Clock,
  operator: { id: number; name: string },
  expenseId: number,
  file: FileInput,
  name: string | undefined,
) {
  const id = await files.inTransaction(async (trx) => {
    const expense = await ownedExpense(trx, operator.id, expenseId)
    checkNotVoided(expense)
    const held = await trx
      .selectFrom('expense_documents')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('expense_id', '=', expenseId)
      .executeTakeFirstOrThrow()
    if (Number(held.count) >= MAX_EXPENSE_DOCUMENTS) {
      throw conflict(`Expense ${expenseId} already has ${MAX_EXPENSE_DOCUMENTS} documents; remove one first.`)
    }
    // The store's default kinds are the bills' (PDF, JPEG, PNG): never a video.
    const stored = await files.store(operator.id, file, 'EXPENSE_DOCUMENT', trx)
    const created = await trx
      .insertInto('expense_documents')
      .values({
        operator_id: operator.id,
        expense_id: expenseId,
        file_id: stored.id,
        name: name?.trim() || stored.file_name,
        uploaded_by_name: operator.name,
        created_at: now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return created.id
  })
  const documents = await expenseDocuments(db, [expenseId])
  return documents.find((document) => document.id === id)
}

/** Removes a document from an expense that is not voided (409); answers the expense after it. */
export async function deleteExpenseDocument(db: Db, now: Clock, operatorId: number, documentId: number) {
  return db.transaction().execute(async (trx) => {
    const document = await trx
      .selectFrom('expense_documents')
      .select(['id', 'expense_id'])
      .where('id', '=', documentId)
      .where('operator_id', '=', operatorId)
      .executeTakeFirst()
    if (!document) throw notFound(`Expense document ${documentId} not found`)
    checkNotVoided(await ownedExpense(trx, operatorId, document.expense_id))
    await trx.deleteFrom('expense_documents').where('id', '=', documentId).execute()
    await trx
      .updateTable('expenses')
      .set({ updated_at: now().toISOString() })
      .where('id', '=', document.expense_id)
      .execute()
    return expenseDetail(trx, operatorId, document.expense_id)
  })
}
