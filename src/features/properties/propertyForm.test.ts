import { propertyDetail } from './fixtures'
import { toFormValues, toUpdateRequest } from './propertyForm'
import { propertySchema } from './propertySchema'

describe('toUpdateRequest', () => {
  const property = propertyDetail()

  it('is empty for an untouched form', () => {
    expect(toUpdateRequest(toFormValues(property), property)).toEqual({})
  })

  it('sends only changed fields, converted for the contract', () => {
    const values = {
      ...toFormValues(property),
      manager_name: '  ',
      late_fee_type: 'PERCENT' as const,
      late_fee_value: '2.5',
      tax_rate: '12',
      gst_registered: true,
      gstin: '29abcde1234f1z5',
      amenities: 'Wi-Fi\n\n Geyser ',
    }
    expect(toUpdateRequest(values, property)).toEqual({
      manager_name: null,
      late_fee_type: 'PERCENT',
      late_fee_value: 250,
      tax_rate_bps: 1200,
      gst_registered: true,
      gstin: '29ABCDE1234F1Z5',
      amenities: ['Wi-Fi', 'Geyser'],
    })
  })

  it('sends the whole address when a part changes, forgetting the city id with a new city', () => {
    const values = { ...toFormValues(property), city_name: 'Mysuru', pincode: '570001' }
    expect(toUpdateRequest(values, property)).toEqual({
      address: {
        line1: '14, 1st Cross, 5th Block',
        line2: null,
        locality: 'Koramangala 4th Block',
        city_id: null,
        city_name: 'Mysuru',
        state: 'Karnataka',
        pincode: '570001',
        country_iso_code: 'IN',
      },
    })
  })

  it('drops gender, food, roll-call and curfew for a property let by unit', () => {
    const empty = propertyDetail({ total_rooms: 0, total_beds: 0 })
    const values = { ...toFormValues(empty), property_type: 'RETAIL' as const }
    expect(toUpdateRequest(values, empty)).toEqual({
      property_type: 'RETAIL',
      gender: null,
      food_enabled: false,
      attendance_enabled: false,
      curfew_time: null,
    })
  })

  it('converts a fixed late fee from rupees to paise', () => {
    const values = { ...toFormValues(property), late_fee_type: 'FIXED' as const, late_fee_value: '500' }
    expect(toUpdateRequest(values, property)).toEqual({ late_fee_type: 'FIXED', late_fee_value: 50000 })
  })
})

describe('propertySchema', () => {
  const schema = propertySchema({ savedType: 'PG', hasRooms: true })

  it('accepts the saved property', async () => {
    await expect(schema.isValid(toFormValues(propertyDetail()))).resolves.toBe(true)
  })

  it('refuses switching between bed-let and unit-let types once rooms exist', async () => {
    const values = { ...toFormValues(propertyDetail()), property_type: 'commercial' }
    await expect(schema.validateAt('property_type', values)).rejects.toThrow(/cannot become one let by unit/)
    const empty = propertySchema({ savedType: 'PG', hasRooms: false })
    await expect(empty.validateAt('property_type', values)).resolves.toBe('commercial')
    await expect(schema.validateAt('property_type', { ...values, property_type: 'HOSTEL' })).resolves.toBe(
      'HOSTEL',
    )
  })

  it('needs a GSTIN only when registered, and a late fee only when one applies', async () => {
    const values = toFormValues(propertyDetail())
    await expect(schema.validateAt('gstin', { ...values, gst_registered: true, gstin: '' })).rejects.toThrow(
      'Enter the GSTIN',
    )
    await expect(schema.validateAt('gstin', { ...values, gst_registered: false, gstin: '' })).resolves.toBe(
      '',
    )
    await expect(
      schema.validateAt('late_fee_value', { ...values, late_fee_type: 'PERCENT', late_fee_value: '120' }),
    ).rejects.toThrow('Between 0 and 100%')
    await expect(
      schema.validateAt('late_fee_value', { ...values, late_fee_type: 'NONE', late_fee_value: '' }),
    ).resolves.toBe('')
  })
})
