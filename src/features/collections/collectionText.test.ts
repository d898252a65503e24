import { collectionStatus, placeOf } from './collectionText'
import { makeCollection } from './fixtures'

describe('collectionStatus', () => {
  it('reads paid, overdue, part paid and due', () => {
    expect(collectionStatus(makeCollection({ status: 'paid' })).label).toBe('Paid')
    expect(collectionStatus(makeCollection({ is_overdue: true, overdue_days: 12 }))).toEqual({
      label: 'Overdue 12d',
      tone: 'error',
    })
    expect(collectionStatus(makeCollection({ status: 'partially_paid' })).label).toBe('Part paid')
    expect(collectionStatus(makeCollection({})).label).toBe('Due')
  })
})

describe('placeOf', () => {
  it('leaves out a missing room or bed', () => {
    expect(placeOf({ property_name: 'Koramangala PG', room_name: '204', bed_name: null })).toBe(
      'Koramangala PG · 204',
    )
  })
})
