import { paymentTags } from './collectionTags'

describe('paymentTags', () => {
  it('names each collection, the lists and figures, and each tenant once', () => {
    expect(paymentTags([4, 9], [7, 7])).toEqual([
      { type: 'Collection', id: 4 },
      { type: 'Collection', id: 9 },
      { type: 'Collection', id: 'LIST' },
      { type: 'Collection', id: 'FIGURES' },
      { type: 'Dashboard', id: 'FIGURES' },
      { type: 'Transaction', id: 'LIST' },
      { type: 'Transaction', id: 'FIGURES' },
      { type: 'Tenant', id: 7 },
    ])
  })
})
