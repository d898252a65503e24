import { PNG } from '../../testing/tenantKit'
import { filter, inPath, type MatrixEntry } from './entry'

const payment = { amount_paise: 100, mode: 'CASH', paid_on: '2026-11-22' }
const properties = (field = 'query.property_ids') =>
  filter(
    field,
    (o) => o.property(),
    (id) => ({ query: { [field.slice('query.'.length)]: id } }),
  )

function proof() {
  const form = new FormData()
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'upi.png')
  form.append('reference', '123456789012')
  return form
}

/** Tags collections and transactions. */
export const collectionEntries: Record<string, MatrixEntry> = {
  listCollections: {
    cases: [
      properties(),
      filter(
        'query.tenant_id',
        (o) => o.tenant(),
        (id) => ({ query: { tenant_id: id } }),
      ),
    ],
  },
  getCollection: { cases: [inPath((o) => o.dueCollection())] },
  getCollectionDueSummary: { cases: [properties()] },
  getCollectionDashboard: { cases: [properties()] },
  bulkMarkCollectionsPaid: {
    cases: [
      {
        fields: ['body.collection_ids'],
        theirs: (o) => o.dueCollection(),
        call: (id) => ({ body: { collection_ids: [id], mode: 'CASH', paid_on: '2026-11-22' } }),
      },
      {
        fields: ['body.collected_by_staff_id'],
        theirs: (o) => o.staff(),
        call: async (id, mine) => ({
          body: {
            collection_ids: [await mine.dueCollection()],
            mode: 'CASH',
            paid_on: '2026-11-22',
            collected_by_staff_id: id,
          },
        }),
      },
    ],
  },
  markCollectionPaid: {
    cases: [
      inPath((o) => o.dueCollection(), { body: payment }),
      {
        fields: ['body.collected_by_staff_id'],
        theirs: (o) => o.staff(),
        call: async (id, mine) => ({
          path: { id: await mine.dueCollection() },
          body: { ...payment, collected_by_staff_id: id },
        }),
      },
    ],
  },
  remindAllCollections: {
    cases: [
      {
        fields: ['query.collection_ids'],
        theirs: (o) => o.dueCollection(),
        call: (id) => ({ query: { collection_ids: id } }),
      },
      properties(),
    ],
  },
  remindCollection: { cases: [inPath((o) => o.dueCollection())] },
  getCollectionReceipt: {
    cases: [
      inPath((o) => o.paidCollection()),
      {
        fields: ['query.transaction_id'],
        theirs: (o) => o.transaction(),
        call: async (id, mine) => ({
          path: { id: await mine.paidCollection() },
          query: { transaction_id: id },
        }),
      },
    ],
  },
  downloadCollectionReceipt: {
    cases: [
      inPath((o) => o.paidCollection()),
      {
        fields: ['query.transaction_id'],
        theirs: (o) => o.transaction(),
        call: async (id, mine) => ({
          path: { id: await mine.paidCollection() },
          query: { transaction_id: id },
        }),
      },
    ],
  },
  editCollection: { cases: [inPath((o) => o.dueCollection(), { body: { title: 'Mine now' } })] },
  deleteCollection: { cases: [inPath((o) => o.dueCollection())] },
  createRentPaymentTicket: {
    cases: [
      {
        fields: ['body.tenant_id'],
        theirs: (o) => o.tenant(),
        call: (id) => ({
          body: {
            type: 'RENT',
            tenant_id: id,
            period_start: '2027-09-01',
            period_end: '2027-09-30',
            due_date: '2027-09-05',
          },
        }),
      },
    ],
  },
  createOtherPaymentTicket: {
    cases: [
      {
        fields: ['body.tenant_id'],
        theirs: (o) => o.tenant(),
        call: (id) => ({
          body: {
            type: 'OTHERS',
            tenant_id: id,
            charge_kind: 'MAINTENANCE',
            title: 'Maintenance',
            amount_paise: 100,
            due_date: '2026-11-22',
          },
        }),
      },
    ],
  },
  createTokenPaymentLink: { cases: [inPath((o) => o.tokenRequest(), { body: { expires_in_days: 3 } })] },
  createCollectionPaymentLink: { cases: [inPath((o) => o.dueCollection(), { body: {} })] },
  getOpenPaymentLink: {
    notOwned: { 'path.token': 'The link’s own secret: public by design, whoever holds it may pay.' },
  },
  uploadPaymentProof: {
    cases: [
      {
        fields: ['path.id'],
        theirs: (o) => o.dueCollection(),
        call: (id) => ({ path: { id }, body: proof() }),
      },
    ],
  },
  downloadPaymentProof: { cases: [inPath((o) => o.paymentProof())] },
  listCollectionRemarks: { cases: [inPath((o) => o.dueCollection())] },
  addCollectionRemark: { cases: [inPath((o) => o.dueCollection(), { body: { text: 'Hello' } })] },
  listBankAccounts: { cases: [properties('query.property_id')] },
  createOffboardedCollection: {
    cases: [inPath((o) => o.offboarding(), { body: { due_date: '2026-11-22' } })],
  },
  getTransactionFilters: { cases: [properties()] },
  listTransactions: {
    cases: [
      properties(),
      filter(
        'query.tenant_id',
        (o) => o.tenant(),
        (id) => ({ query: { tenant_id: id } }),
      ),
      filter(
        'query.staff_id',
        (o) => o.staff(),
        (id) => ({ query: { staff_id: id } }),
      ),
    ],
  },
  getTransaction: { cases: [inPath((o) => o.transaction())] },
  listRentQrTransactions: { cases: [properties()] },
  getRentQrTransaction: { cases: [inPath((o) => o.rentQrTransaction())] },
  getRecordedTransactionDashboard: { cases: [properties()] },
  deleteTransaction: { cases: [inPath((o) => o.transaction(), { body: { reason: 'Not mine' } })] },
  revertTransaction: { cases: [inPath((o) => o.transaction(), { body: { reason: 'Not mine' } })] },
}
