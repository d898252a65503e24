import { displayDate } from '../calendar'
import { openPdf, pdfBytes } from '../pdf/document'
import { FONT } from '../pdf/fonts'
import { rupees } from '../pdf/rupees'

export type AgreementPdfInput = {
  agreementId: number
  operator: { name: string; brand: string | null; phone: string }
  property: { name: string; address: string }
  tenant: { name: string; phone: string; guardian: string | null; idMasked: string | null }
  bed: { room: string; bed: string } | null
  start_date: string
  end_date: string
  term_months: number
  lock_in_months: number
  notice_period_days: number
  rent_paise: number
  deposit_paise: number
  rent_due_day: number
  inclusions: string[]
  house_rules: string[]
  witness_names: string[]
  e_stamp_number: string | null
}

const ordinal = (day: number) => {
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th'
  return `${day}${suffix}`
}

/** A leave-and-licence agreement as a PDF (pdfkit), from the tenant, bed, rent, deposit and dates. */
export async function renderAgreementPdf(input: AgreementPdfInput): Promise<Buffer> {
  const doc = await openPdf({
    size: 'A4',
    margin: 56,
    info: { Title: `Leave and licence agreement ${input.agreementId}` },
  })
  const done = pdfBytes(doc)
  const heading = (text: string) =>
    doc.moveDown(0.8).font(FONT.bold).fontSize(12).text(text).font(FONT.regular).fontSize(10.5)
  const para = (text: string) => doc.moveDown(0.3).text(text, { align: 'justify' })

  doc.font(FONT.bold).fontSize(16).text('LEAVE AND LICENCE AGREEMENT', { align: 'center' })
  doc.font(FONT.regular).fontSize(10).text(`Agreement no. RA-${input.agreementId}`, { align: 'center' })
  if (input.e_stamp_number) doc.text(`E-stamp no. ${input.e_stamp_number}`, { align: 'center' })
  doc.fontSize(10.5)

  heading('1. Parties')
  para(
    `Licensor: ${input.operator.brand ?? input.operator.name}, represented by ${input.operator.name} (${input.operator.phone}), operating ${input.property.name}, ${input.property.address}.`,
  )
  para(
    `Licensee: ${input.tenant.name} (${input.tenant.phone})${input.tenant.idMasked ? `, ID ${input.tenant.idMasked}` : ''}${input.tenant.guardian ? `, with guardian ${input.tenant.guardian}` : ''}.`,
  )
  heading('2. Premises')
  para(
    input.bed
      ? `Bed ${input.bed.bed} in room ${input.bed.room} of ${input.property.name}, with the shared use of its common areas.`
      : `A bed at ${input.property.name}, to be allotted by the Licensor, with the shared use of its common areas.`,
  )
  heading('3. Term')
  para(
    `${input.term_months} months from ${displayDate(input.start_date)} to ${displayDate(input.end_date)}. This is a licence, not a lease: no tenancy or interest in the premises is created.` +
      (input.lock_in_months > 0 ? ` Lock-in period: ${input.lock_in_months} months.` : ''),
  )
  heading('4. Licence fee and deposit')
  para(
    `Monthly licence fee (rent): ${rupees(input.rent_paise)}, payable by the ${ordinal(input.rent_due_day)} of each month. Interest-free refundable security deposit: ${rupees(input.deposit_paise)}, returned at the end of the licence less any dues and damages beyond normal wear and tear.`,
  )
  heading('5. Notice')
  para(
    `Either party may end this licence with ${input.notice_period_days} days' written notice. A shorter notice is charged pro rata from the deposit.`,
  )
  if (input.inclusions.length) {
    heading('6. Included in the fee')
    input.inclusions.forEach((item) => para(`• ${item}`))
  }
  if (input.house_rules.length) {
    heading('7. House rules')
    input.house_rules.forEach((rule) => para(`• ${rule}`))
  }
  heading('8. Consent')
  para(
    'The Licensee consents to police verification and to the Licensor keeping the personal data given for this stay only for as long as the stay and the law require.',
  )

  doc.moveDown(2.5)
  const y = doc.y
  doc.text('______________________', 56, y).text('Licensor', 56, y + 14)
  doc.text('______________________', 330, y).text('Licensee', 330, y + 14)
  doc.moveDown(2)
  input.witness_names.forEach((name, index) => {
    doc.text(`Witness ${index + 1}: ${name}  ______________________`, 56)
  })
  doc.end()
  return done
}
