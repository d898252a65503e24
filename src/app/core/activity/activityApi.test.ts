import { changesOf, fieldLabel, operationLabel, recordLabel } from './activityApi'

const rupees = (paise: number) => `₹${paise / 100}`

describe('an entry’s changes as an operator reads them', () => {
  it('lists each field that changed, money in rupees, nothing as a dash', () => {
    expect(
      changesOf(
        {
          before: { balance_paise: 1_200_000, mode: null, is_active: true },
          after: { balance_paise: 0, mode: 'UPI', is_active: false },
        },
        rupees,
      ),
    ).toEqual([
      { field: 'balance_paise', label: 'Balance', before: '₹12000', after: '₹0' },
      { field: 'mode', label: 'Mode', before: '—', after: 'UPI' },
      { field: 'is_active', label: 'Is active', before: 'Yes', after: 'No' },
    ])
  })

  it('shows a record created or removed with a dash on the empty side', () => {
    expect(changesOf({ before: null, after: { rent_paise: 900_000 } }, rupees)).toEqual([
      { field: 'rent_paise', label: 'Rent', before: '—', after: '₹9000' },
    ])
    expect(changesOf({ before: { title: 'Rent' }, after: null }, rupees)).toEqual([
      { field: 'title', label: 'Title', before: 'Rent', after: '—' },
    ])
  })

  it('names operations, fields and records in words', () => {
    expect(operationLabel('markCollectionPaid')).toBe('Marked paid')
    expect(operationLabel('someNewWrite')).toBe('Some new write')
    expect(fieldLabel('move_out_date')).toBe('Move out date')
    expect(recordLabel('token_request', '7')).toBe('Booking #7')
  })
})
