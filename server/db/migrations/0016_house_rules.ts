import type { Kysely } from 'kysely'

/**
 * House rules as dated versions (issue 19). One row is one change of one rule, kept for ever:
 * - `property_id` null is the operator-wide default; a property's row overrides it, and a row with
 *   `value_json` null removes the property's override (the property follows the default again from that date).
 * - `rule` is one of RENT_DUE_DAY, GRACE_DAYS, NOTICE_PERIOD, LOCK_IN, LATE_FEE, CURFEW, OUTPASS, MEAL_CUTOFFS;
 *   `value_json` holds that rule's fields as the contract's `HouseRuleValue`.
 * - The version in force on a day is the one with the latest `effective_from` on or before it (the later row
 *   when two share a date). `previous_json` is what was in force on `effective_from` before the change.
 * - `applied_at` is when the server copied the version into the columns today's readers use (`properties`,
 *   `outpass_setups`, `food_meal_slots`); null until its date comes (server/rules/sweep.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('house_rule_versions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('property_id', 'integer', (c) => c.references('properties.id').onDelete('cascade'))
    .addColumn('rule', 'text', (c) => c.notNull())
    .addColumn('value_json', 'text')
    .addColumn('previous_json', 'text')
    .addColumn('effective_from', 'text', (c) => c.notNull())
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text')
    .execute()
  await db.schema
    .createIndex('house_rule_versions_scope')
    .on('house_rule_versions')
    .columns(['operator_id', 'rule', 'property_id', 'effective_from'])
    .execute()
  await db.schema
    .createIndex('house_rule_versions_pending')
    .on('house_rule_versions')
    .columns(['applied_at', 'effective_from'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('house_rule_versions').execute()
}
