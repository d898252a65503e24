import { recordChange } from '../activity/record'
import type { Clock } from '../clock'
import { createOtherTicket } from '../collections/charges'
import type { Db } from '../db/database'
import type { IsoDate, OperatorRow } from '../db/schema'
import { conflict } from '../http/httpError'
import { rupees } from '../pdf/rupees'
import { recordActivity } from './activity'
import { complaintDetail, ownedComplaint } from './detail'

export type ComplaintCharge = { due_date: IsoDate; note?: string }

/**
 * chargeComplaintToResident: the cost becomes an Other charge (an OTHERS collection) on the complaint's resident
 * through the payment-ticket path. 409 without a resident or a cost, unless the resident bears it, or once charged.
 */
export async function chargeComplaintToResident(
  db: Db,
  now: Clock,
  operator: OperatorRow,
  complaintId: number,
  input: ComplaintCharge,
) {
  await db.transaction().execute(async (trx) => {
    const row = await ownedComplaint(trx, operator.id, complaintId)
    if (row.charge_collection_id !== null)
      throw conflict(`${row.ticket_number} is already charged to the resident.`)
    if (row.tenant_id === null) throw conflict(`${row.ticket_number} names no resident to charge.`)
    if (row.cost_paise === null || row.cost_paise === 0) {
      throw conflict(`${row.ticket_number} has no cost to charge; set the cost first.`)
    }
    if (row.cost_paid_by !== 'RESIDENT') {
      throw conflict(
        `The resident does not bear ${row.ticket_number}'s cost; set it as paid by the resident first.`,
      )
    }
    const collection = await createOtherTicket(trx, now, operator, {
      type: 'OTHERS',
      charge_kind: 'OTHER',
      tenant_id: row.tenant_id,
      title: `Repair – ${row.title} (${row.ticket_number})`,
      description: input.note ?? null,
      due_date: input.due_date,
      amount_paise: row.cost_paise,
    })
    const when = now().toISOString()
    await recordActivity(trx, row.id, {
      kind: 'CHARGED',
      visibility: 'INTERNAL',
      text: `Charged ${rupees(row.cost_paise)} to ${row.tenant_name ?? 'the resident'} as an Other charge`,
      actorName: operator.name,
      at: when,
    })
    await trx
      .updateTable('complaints')
      .set({ charge_collection_id: collection.id, updated_at: when })
      .where('id', '=', row.id)
      .execute()
    await recordChange(
      trx,
      operator.id,
      {
        entity: 'complaint',
        entityId: row.id,
        propertyId: collection.property_id,
        summary: `Charged ${rupees(row.cost_paise)} for ${row.ticket_number} (${row.title}) to ${row.tenant_name ?? 'the resident'}`,
        before: { charge_collection_id: null },
        after: {
          charge_collection_id: collection.id,
          amount_paise: row.cost_paise,
          due_date: input.due_date,
        },
        subjects: [
          { entity: 'collection', entityId: collection.id },
          { entity: 'tenant', entityId: row.tenant_id },
        ],
      },
      now(),
    )
  })
  return complaintDetail(db, operator.id, complaintId, now())
}
