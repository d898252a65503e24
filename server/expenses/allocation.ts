import type { Db } from '../db/database'

export type PropertyBeds = { property_id: number; property_name: string; beds: number }
export type Allocation = PropertyBeds & { amount_paise: number }

/**
 * Splits an amount across properties by their beds, largest remainder first (ties: the earlier property), so
 * the shares add up to the amount to the paisa. A property with no beds gets nothing; when no property has beds,
 * the amount is split equally. Integers only.
 */
export function allocate(amountPaise: number, properties: readonly PropertyBeds[]): Allocation[] {
  if (!properties.length) return []
  const anyBeds = properties.some((property) => property.beds > 0)
  const weights = properties.map((property) => BigInt(anyBeds ? property.beds : 1))
  const total = weights.reduce((sum, weight) => sum + weight, 0n)
  const amount = BigInt(amountPaise)
  const floors = weights.map((weight) => (amount * weight) / total)
  const remainders = weights.map((weight) => (amount * weight) % total)
  let left = amount - floors.reduce((sum, share) => sum + share, 0n)
  const order = properties
    .map((_, index) => index)
    .sort((a, b) => (remainders[b] > remainders[a] ? 1 : remainders[b] < remainders[a] ? -1 : a - b))
  for (const index of order) {
    if (left === 0n) break
    floors[index] += 1n
    left -= 1n
  }
  return properties.map((property, index) => ({ ...property, amount_paise: Number(floors[index]) }))
}

/** The operator's active properties with their active beds now (in active rooms), by property id. */
export async function bedsByProperty(db: Db, operatorId: number): Promise<PropertyBeds[]> {
  const rows = await db
    .selectFrom('properties')
    .leftJoin('beds', (join) =>
      join.onRef('beds.property_id', '=', 'properties.id').on('beds.is_active', '=', 1),
    )
    .leftJoin('rooms', (join) => join.onRef('rooms.id', '=', 'beds.room_id').on('rooms.is_active', '=', 1))
    .select((eb) => [
      'properties.id as property_id',
      'properties.name as property_name',
      eb.fn.count<number>('rooms.id').as('beds'),
    ])
    .where('properties.operator_id', '=', operatorId)
    .where('properties.is_active', '=', 1)
    .groupBy(['properties.id', 'properties.name'])
    .orderBy('properties.id')
    .execute()
  return rows.map((row) => ({ ...row, beds: Number(row.beds) }))
}

/** Writes an all-properties expense's allocation by today's beds (replacing any earlier one). */
export async function writeAllocation(trx: Db, operatorId: number, expenseId: number, amountPaise: number) {
  await trx.deleteFrom('expense_allocations').where('expense_id', '=', expenseId).execute()
  const shares = allocate(amountPaise, await bedsByProperty(trx, operatorId))
  if (!shares.length) return
  await trx
    .insertInto('expense_allocations')
    .values(
      shares.map((share) => ({
        expense_id: expenseId,
        property_id: share.property_id,
        beds: share.beds,
        amount_paise: share.amount_paise,
      })),
    )
    .execute()
}
