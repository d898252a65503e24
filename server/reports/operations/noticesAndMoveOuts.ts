import type { Db } from '../../db/database'
import { listOffboardings } from '../../tenants/offboarding'
import type { ReportDefinition, ReportScope, ReportSheet } from '../definition'
import { column, inPeriod, scopeProperties } from './scope'

type MoveOut = Awaited<ReturnType<typeof listOffboardings>>['results'][number]

const COLUMNS = [
  column('tenant_name', 'Resident', 'text'),
  column('property_name', 'Property', 'text'),
  column('room_bed', 'Room / bed', 'text'),
  column('status', 'Move-out status', 'text'),
  column('notice_date', 'Notice given', 'date'),
  column('move_out_date', 'Planned move-out', 'date'),
  column('actual_move_out_date', 'Actual move-out', 'date'),
  column('deposit_paise', 'Deposit', 'money_paise'),
  column('deductions_total_paise', 'Deductions', 'money_paise'),
  column('refund_paise', 'Refund', 'money_paise'),
  column('payable_paise', 'Payable by resident', 'money_paise'),
  column('refund_status', 'Settlement', 'text'),
]

/**
 * Move-outs (raised or completed, as the move-outs list shows them with their settlement) whose notice, planned
 * move-out or actual move-out falls in the period.
 */
async function build(db: Db, scope: ReportScope, progress: (done: number) => void): Promise<ReportSheet[]> {
  const properties = await scopeProperties(db, scope)
  const moveOuts: MoveOut[] = []
  for (const [index, property] of properties.entries()) {
    const page = await listOffboardings(db, () => scope.now, scope.operatorId, {
      offset: 0,
      limit: Number.MAX_SAFE_INTEGER,
      status: 'RAISED,COMPLETED',
      property_id: property.id,
    })
    moveOuts.push(
      ...page.results.filter(
        (row) =>
          inPeriod(row.notice_date, scope) ||
          inPeriod(row.move_out_date, scope) ||
          inPeriod(row.actual_move_out_date, scope),
      ),
    )
    progress((index + 1) / properties.length)
  }
  const sum = (pick: (row: MoveOut) => number) => moveOuts.reduce((total, row) => total + pick(row), 0)
  const count = (pick: (row: MoveOut) => string | null) =>
    moveOuts.filter((row) => inPeriod(pick(row), scope)).length
  return [
    {
      name: 'Notices and move-outs',
      columns: COLUMNS,
      rows: moveOuts.map((row) => ({
        tenant_name: row.tenant_name,
        property_name: row.property_name,
        room_bed: row.room_name === null ? null : `${row.room_name} / ${row.bed_name ?? ''}`,
        status: row.status,
        notice_date: row.notice_date,
        move_out_date: row.move_out_date,
        actual_move_out_date: row.actual_move_out_date,
        deposit_paise: row.deposit_paise,
        deductions_total_paise: row.deductions_total_paise,
        refund_paise: row.refund_paise,
        payable_paise: row.payable_paise,
        refund_status: row.refund_status,
      })),
      totals: {
        tenant_name: `${moveOuts.length} move-outs`,
        notice_date: count((row) => row.notice_date),
        move_out_date: count((row) => row.move_out_date),
        actual_move_out_date: count((row) => row.actual_move_out_date),
        deposit_paise: sum((row) => row.deposit_paise),
        deductions_total_paise: sum((row) => row.deductions_total_paise),
        refund_paise: sum((row) => row.refund_paise),
        payable_paise: sum((row) => row.payable_paise),
      },
    },
  ]
}

export const NOTICES_AND_MOVE_OUTS: ReportDefinition = {
  type: 'NOTICES_AND_MOVE_OUTS',
  area: 'OCCUPANCY',
  title: 'Notices and move-outs',
  description:
    'Notices given, planned and actual move-outs in the period, with each settlement: deposit, deductions, ' +
    'refund and its status. For the owner planning vacancies and the accountant paying refunds.',
  takes: 'period',
  build,
}
