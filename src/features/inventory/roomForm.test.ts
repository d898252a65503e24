import { room } from './fixtures'
import { roomChanges, roomSchema, roomValues } from './roomForm'

describe('roomChanges', () => {
  it('is empty for an untouched form', () => {
    expect(roomChanges(room(), roomValues(room()))).toEqual({})
  })

  it('sends only what changed, converted for the contract', () => {
    const values = {
      ...roomValues(room()),
      name: ' 102A ',
      rent: '15000.50',
      roomTypeId: '',
      featureIds: [23, 22],
      area: '',
    }
    expect(roomChanges(room(), values)).toEqual({
      name: '102A',
      rent_paise: 1500050,
      room_type_id: null,
      feature_ids: [22, 23],
      area_sqft: null,
    })
  })

  it('ignores the order of features', () => {
    const saved = room({ feature_ids: [23, 21] })
    expect(roomChanges(saved, { ...roomValues(saved), featureIds: [21, 23] })).toEqual({})
  })
})

describe('roomSchema', () => {
  it('explains what is wrong', async () => {
    const values = { ...roomValues(room()), name: ' ', sharing: '21', rent: '', area: '0' }
    await expect(roomSchema.validate(values, { abortEarly: false })).rejects.toMatchObject({
      errors: expect.arrayContaining([
        'Enter the room number or name',
        'Between 1 and 20',
        'Enter the monthly rent',
        'Between 1 and 1,00,000 sq ft',
      ]),
    })
  })
})
