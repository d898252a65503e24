import { menuCellNoteRequest, menuCellRequest, menuCellSchema, menuCellValues } from './menuCellForm'
import { mealOptions } from './menuFixtures'

const sundayLunch = mealOptions(1).find((slot) => slot.week_day === 7 && slot.meal_type === 'LUNCH')

describe('menu cell form', () => {
  it('starts from the slot in force, from today', () => {
    expect(menuCellValues(sundayLunch, '2026-11-25')).toEqual({
      foodItemIds: [14, 15],
      isActive: true,
      isSpecial: true,
      note: 'Sunday biryani',
      effectiveFrom: '2026-11-25',
    })
  })

  it('writes one entry from the chosen day', () => {
    const values = { ...menuCellValues(sundayLunch, '2026-11-25'), effectiveFrom: '2026-11-29' }
    expect(menuCellRequest(1, 7, 2, values)).toEqual({
      property_id: 1,
      effective_from: '2026-11-29',
      entries: [
        { week_day: 7, meal_category_id: 2, food_item_ids: [14, 15], is_special: true, is_active: true },
      ],
    })
  })

  it('sends the note through the slot only when it changed', () => {
    const values = menuCellValues(sundayLunch, '2026-11-25')
    expect(menuCellNoteRequest(sundayLunch, 1, 7, 2, values)).toBeUndefined()
    expect(menuCellNoteRequest(sundayLunch, 1, 7, 2, { ...values, note: '  ' })).toEqual({
      id: sundayLunch?.id,
      property_id: 1,
      week_day: 7,
      meal_category_id: 2,
      is_active: true,
      is_special: true,
      note: null,
    })
  })

  it('refuses a day before today', async () => {
    await expect(
      menuCellSchema('2026-11-25').validateAt('effectiveFrom', { effectiveFrom: '2026-11-24' }),
    ).rejects.toThrow(/past days keep their menu/)
  })
})
