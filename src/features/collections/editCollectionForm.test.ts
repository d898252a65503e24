import { editCollectionRequest, editCollectionSchema, editCollectionValues } from './editCollectionForm'
import { partlyPaid } from './fixtures'

describe('editCollectionForm', () => {
  const values = editCollectionValues(partlyPaid)

  it('sends only what changed', () => {
    expect(editCollectionRequest(partlyPaid, values)).toEqual({})
    expect(editCollectionRequest(partlyPaid, { ...values, amount: '13000', dueDate: '2026-11-07' })).toEqual({
      amount_paise: 1300000,
      due_date: '2026-11-07',
    })
  })

  it('keeps the amount at or above what is paid, and the waiver within what is left', async () => {
    const schema = editCollectionSchema(partlyPaid)
    await expect(schema.validateAt('amount', { ...values, amount: '4999' })).rejects.toThrow(
      'At least the ₹5,000.00 already paid',
    )
    await expect(schema.validateAt('waived', { ...values, waived: '7500.01' })).rejects.toThrow(
      'More than is left to pay',
    )
    await expect(schema.validateAt('waived', { ...values, waived: '7500' })).resolves.toBe('7500')
  })
})
