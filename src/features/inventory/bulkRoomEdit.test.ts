import { BULK_DEFAULTS, bulkRoomChanges } from './bulkRoomEdit'

describe('bulkRoomChanges', () => {
  it('sends nothing while every field is kept', () => {
    expect(bulkRoomChanges(BULK_DEFAULTS)).toEqual({})
  })

  it('sends each changed field in the contract shape', () => {
    expect(
      bulkRoomChanges({
        roomTypeId: '12',
        ac: 'no',
        bathType: 'COMMON',
        rent: '9500',
        active: 'yes',
        replaceFeatures: true,
        featureIds: [23, 21],
      }),
    ).toEqual({
      room_type_id: 12,
      is_ac: false,
      bath_type: 'COMMON',
      rent_paise: 950000,
      is_active: true,
      feature_ids: [21, 23],
    })
  })

  it('can clear the room type and the features', () => {
    expect(bulkRoomChanges({ ...BULK_DEFAULTS, roomTypeId: 'none', replaceFeatures: true })).toEqual({
      room_type_id: null,
      feature_ids: [],
    })
  })
})
