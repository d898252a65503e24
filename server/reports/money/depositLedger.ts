import type { ReportDefinition } from '../definition'
import { column, scopedProperties, sums } from './common'
import { depositMovements } from './depositHeld'

const MONEY = ['opening_paise', 'received_paise', 'adjusted_paise', 'refunded_paise', 'closing_paise']

export const DEPOSIT_LEDGER: ReportDefinition = {
  type: 'DEPOSIT_LEDGER',
  area: 'MONEY',
  title: 'Deposit ledger',
  description:
    'Security deposits per resident over the period: held at the start, received, used for move-out deductions, refunded, and held at the end. Deposits are a liability, not income.',
  takes: 'period',
  build: async (db, scope, progress) => {
    const properties = await scopedProperties(db, scope)
    const names = new Map(properties.map((property) => [property.id, property.name]))
    const movements = await depositMovements(
      db,
      scope.operatorId,
      properties.map((property) => property.id),
      scope.from,
      scope.to,
    )
    progress(0.8)
    const rows = movements
      .filter((resident) => MONEY.some((key) => resident[key as keyof typeof resident] !== 0))
      .map((resident) => ({
        property: names.get(resident.property_id) ?? null,
        tenant: resident.tenant_name,
        opening_paise: resident.opening_paise,
        received_paise: resident.received_paise,
        adjusted_paise: resident.adjusted_paise,
        refunded_paise: resident.refunded_paise,
        closing_paise: resident.closing_paise,
      }))
      .sort((a, b) => String(a.property).localeCompare(String(b.property)) || a.tenant.localeCompare(b.tenant))
    return [
      {
        name: 'Deposit ledger',
        columns: [
          column('property', 'Property', 'text'),
          column('tenant', 'Resident', 'text'),
          column('opening_paise', 'Opening', 'money_paise'),
          column('received_paise', 'Received', 'money_paise'),
          column('adjusted_paise', 'Used for deductions', 'money_paise'),
          column('refunded_paise', 'Refunded', 'money_paise'),
          column('closing_paise', 'Closing', 'money_paise'),
        ],
        rows,
        totals: { property: 'Total', tenant: `${rows.length} residents`, ...sums(rows, MONEY) },
      },
    ]
  },
}
