import { displayDate } from '../calendar'
import type { FoodDiet } from '../db/schema'
import { openPdf, pdfBytes } from '../pdf/document'
import { FONT } from '../pdf/fonts'
import { clockTime, MEAL_LABELS } from './labels'
import type { KitchenSheet, SheetResident } from './kitchenSheet'

const DIET_NAMES: Record<FoodDiet, string> = { VEG: 'Veg', NON_VEG: 'Non-veg', EGG: 'Egg', JAIN: 'Jain' }

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * The kitchen sheet as an A4 PDF for the cook: property, date, meal and window, whether the count is locked,
 * dishes, the headcount by diet with guests and the total, then who is away or skipping and the Jain and egg
 * residents by name.
 */
export async function kitchenSheetPdf(sheet: KitchenSheet): Promise<Buffer> {
  const { headcount } = sheet
  const meal = capital(MEAL_LABELS[headcount.meal_type])
  const doc = await openPdf({
    size: 'A4',
    margin: 48,
    info: { Title: `Kitchen sheet: ${meal}, ${displayDate(sheet.date)}`, Author: sheet.property_name },
  })
  const done = pdfBytes(doc)
  const heading = (text: string) => doc.moveDown(0.8).font(FONT.bold).fontSize(12).text(text).moveDown(0.2)
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y
    doc
      .font(bold ? FONT.bold : FONT.regular)
      .fontSize(11)
      .text(label, 48, y, { width: 300 })
    doc.text(value, 348, y, { width: 100, align: 'right' })
  }
  const people = (residents: SheetResident[], empty: string) => {
    doc.font(FONT.regular).fontSize(10)
    if (!residents.length) doc.text(empty)
    for (const resident of residents) {
      const y = doc.y
      doc.text(resident.name, 48, y, { width: 240 })
      doc.text(resident.room ?? '—', 288, y, { width: 120 })
      doc.text(resident.reason, 408, y, { width: 120 })
    }
  }

  doc.font(FONT.bold).fontSize(18).text(sheet.property_name)
  doc
    .font(FONT.regular)
    .fontSize(13)
    .text(`${meal}, ${displayDate(sheet.date)}`)
  doc
    .fontSize(10)
    .text(`Served ${clockTime(new Date(headcount.start_at))} – ${clockTime(new Date(headcount.end_at))}`)
  doc.text(
    headcount.is_locked
      ? `Locked at ${clockTime(new Date(headcount.cutoff_at))}`
      : `Live until cut-off ${clockTime(new Date(headcount.cutoff_at))}`,
  )

  heading('Menu')
  doc
    .font(FONT.regular)
    .fontSize(11)
    .text(headcount.dishes.length ? headcount.dishes.join(', ') : 'No menu set.')

  heading('Headcount')
  for (const { diet, count } of headcount.by_diet) row(DIET_NAMES[diet], String(count))
  row('Guests', String(headcount.guests))
  row('Total to cook for', String(headcount.expected), true)
  doc.x = 48
  doc
    .moveDown(0.3)
    .font(FONT.regular)
    .fontSize(9)
    .text(`Opted in ${headcount.opted_in}, skipping ${headcount.skipped}, away on a pass ${headcount.away}.`)

  heading('Not eating (skip or outpass)')
  people(sheet.not_eating, 'Everyone opted in is eating.')
  doc.x = 48
  heading('Jain and egg residents')
  people(sheet.special_diets, 'None.')
  doc.end()
  return done
}
