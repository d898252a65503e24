import { changedPaymentTags } from './transactionsApi'

describe('changedPaymentTags', () => {
  it('refreshes the payment, its collection (due again), the figures and the tenant', () => {
    expect(changedPaymentTags(9001, 501, 31)).toEqual([
      { type: 'Transaction', id: 9001 },
      { type: 'Transaction', id: 'LIST' },
      { type: 'Transaction', id: 'FIGURES' },
      { type: 'Collection', id: 501 },
      { type: 'Collection', id: 'LIST' },
      { type: 'Collection', id: 'FIGURES' },
      { type: 'Dashboard', id: 'FIGURES' },
      { type: 'Tenant', id: 31 },
    ])
  })
})
