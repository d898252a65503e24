import { sql, type Generated, type Kysely } from 'kysely'
import { MEAL_CATEGORIES } from '../reference/meals'

/** The reference table as this migration wrote it. */
interface ReferenceTables {
  meal_categories: { id: Generated<number>; name: string; meal_type: string; sort_order: number }
}

const MEALS = sql`('BREAKFAST', 'LUNCH', 'SNACKS', 'DINNER')`
const DIETS = sql`('VEG', 'NON_VEG', 'EGG', 'JAIN')`

/**
 * Food (issue 17).
 * - Meal categories are reference rows, one per meal. A property's food setup and its four meal slots (window,
 *   cut-off, price) are rows only once set; until then the defaults of `reference/meals.ts` apply.
 * - A meal option is a property's weekday × meal slot (on or off, special, note). Its dishes live in menus: a menu
 *   starts on a date and holds until the next one starts, so a past day keeps the dishes it had.
 * - An opt-in is a period (meals, diet, from, to) of one resident; a resident's latest period is their opt-in now.
 * - A skip is one meal of one date, or every week_day from from_date to to_date. Outpass skips name their pass.
 *   Cancelling keeps the row (`cancelled_at`), so a headcount locked at the cut-off can still be counted as it was.
 * - The kitchen's log of a meal (guests, plates served, waste) and the headcount as it locked at the cut-off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('meal_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('meal_type', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`meal_type in ${MEALS}`),
    )
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute()
  await (db as unknown as Kysely<ReferenceTables>)
    .insertInto('meal_categories')
    .values(MEAL_CATEGORIES.map((m, i) => ({ name: m.name, meal_type: m.mealType, sort_order: i + 1 })))
    .execute()

  await db.schema
    .createTable('food_setups')
    .addColumn('property_id', 'integer', (c) =>
      c.primaryKey().references('properties.id').onDelete('cascade'),
    )
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('is_enabled', 'integer', (c) => c.notNull())
    .addColumn('billing_mode', 'text', (c) =>
      c.notNull().check(sql`billing_mode in ('INCLUDED_IN_RENT', 'MONTHLY_FLAT', 'PER_MEAL')`),
    )
    .addColumn('monthly_price_paise', 'integer', (c) => c.check(sql`monthly_price_paise >= 0`))
    .addColumn('rebate_per_day_paise', 'integer', (c) => c.check(sql`rebate_per_day_paise >= 0`))
    .addColumn('diets_json', 'text', (c) => c.notNull())
    .addColumn('default_opt_in', 'integer', (c) => c.notNull())
    .addColumn('default_meal_types_json', 'text', (c) => c.notNull())
    .addColumn('default_diet', 'text', (c) => c.notNull().check(sql`default_diet in ${DIETS}`))
    .addColumn('rebate_rule', 'text', (c) =>
      c.notNull().check(sql`rebate_rule in ('NONE', 'FULL_DAYS', 'DAYS_MINUS_TWO')`),
    )
    .addColumn('rebate_min_absence_days', 'integer', (c) => c.notNull())
    .addColumn('rebate_max_days_per_month', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('food_meal_slots')
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('meal_type', 'text', (c) => c.notNull().check(sql`meal_type in ${MEALS}`))
    .addColumn('is_enabled', 'integer', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('price_paise', 'integer', (c) => c.notNull().check(sql`price_paise >= 0`))
    .addColumn('skip_cutoff_minutes', 'integer', (c) =>
      c.notNull().check(sql`skip_cutoff_minutes between 0 and 2880`),
    )
    .addPrimaryKeyConstraint('food_meal_slots_pk', ['property_id', 'meal_type'])
    .addCheckConstraint('food_meal_slots_window', sql`end_time > start_time`)
    .execute()

  await db.schema
    .createTable('food_items')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('diet', 'text', (c) => c.notNull().check(sql`diet in ${DIETS}`))
    .addColumn('meal_types_json', 'text', (c) => c.notNull())
    .addColumn('allergens_json', 'text', (c) => c.notNull())
    .addColumn('cost_per_plate_paise', 'integer', (c) => c.check(sql`cost_per_plate_paise >= 0`))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('food_items_operator_name', ['operator_id', 'name_key'])
    .execute()

  await db.schema
    .createTable('meal_options')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('week_day', 'integer', (c) => c.notNull().check(sql`week_day between 1 and 7`))
    .addColumn('meal_category_id', 'integer', (c) => c.notNull().references('meal_categories.id'))
    .addColumn('is_active', 'integer', (c) => c.notNull())
    .addColumn('is_special', 'integer', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('meal_options_slot', ['property_id', 'week_day', 'meal_category_id'])
    .execute()

  await db.schema
    .createTable('food_menus')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('effective_from', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('food_menus_property_from', ['property_id', 'effective_from'])
    .execute()
  await db.schema
    .createTable('food_menu_items')
    .addColumn('menu_id', 'integer', (c) => c.notNull().references('food_menus.id').onDelete('cascade'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('week_day', 'integer', (c) => c.notNull().check(sql`week_day between 1 and 7`))
    .addColumn('meal_category_id', 'integer', (c) => c.notNull().references('meal_categories.id'))
    .addColumn('food_item_id', 'integer', (c) => c.notNull().references('food_items.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('food_menu_items_pk', [
      'menu_id',
      'week_day',
      'meal_category_id',
      'food_item_id',
    ])
    .execute()

  await db.schema
    .createTable('food_opt_ins')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('meal_types_json', 'text', (c) => c.notNull())
    .addColumn('diet', 'text', (c) => c.notNull().check(sql`diet in ${DIETS}`))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('food_opt_ins_dates', sql`end_date is null or end_date >= start_date`)
    .execute()
  await db.schema
    .createIndex('food_opt_ins_tenant')
    .on('food_opt_ins')
    .columns(['tenant_id', 'start_date'])
    .execute()
  await db.schema
    .createIndex('food_opt_ins_property')
    .on('food_opt_ins')
    .columns(['property_id', 'start_date'])
    .execute()

  await db.schema
    .createTable('food_skips')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('meal_type', 'text', (c) => c.notNull().check(sql`meal_type in ${MEALS}`))
    .addColumn('date', 'text')
    .addColumn('week_day', 'integer', (c) => c.check(sql`week_day between 1 and 7`))
    .addColumn('from_date', 'text', (c) => c.notNull())
    .addColumn('to_date', 'text')
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('TENANT', 'OUTPASS', 'ADMIN')`))
    .addColumn('outpass_id', 'integer', (c) => c.references('outpasses.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .addCheckConstraint('food_skips_one_kind', sql`(date is null) <> (week_day is null)`)
    .addCheckConstraint('food_skips_outpass', sql`(source = 'OUTPASS') = (outpass_id is not null)`)
    .execute()
  await db.schema
    .createIndex('food_skips_property_date')
    .on('food_skips')
    .columns(['property_id', 'date'])
    .execute()
  await db.schema.createIndex('food_skips_tenant').on('food_skips').columns(['tenant_id', 'date']).execute()
  await db.schema.createIndex('food_skips_outpass').on('food_skips').column('outpass_id').execute()

  await db.schema
    .createTable('meal_logs')
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('meal_type', 'text', (c) => c.notNull().check(sql`meal_type in ${MEALS}`))
    .addColumn('guests', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`guests >= 0`),
    )
    .addColumn('served', 'integer', (c) => c.check(sql`served >= 0`))
    .addColumn('waste_grams', 'integer', (c) => c.check(sql`waste_grams >= 0`))
    .addColumn('note', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('meal_logs_pk', ['property_id', 'date', 'meal_type'])
    .execute()
  await db.schema
    .createTable('meal_headcounts')
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('meal_type', 'text', (c) => c.notNull().check(sql`meal_type in ${MEALS}`))
    .addColumn('opted_in', 'integer', (c) => c.notNull())
    .addColumn('skipped', 'integer', (c) => c.notNull())
    .addColumn('away', 'integer', (c) => c.notNull())
    .addColumn('guests', 'integer', (c) => c.notNull())
    .addColumn('by_diet_json', 'text', (c) => c.notNull())
    .addColumn('locked_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('meal_headcounts_pk', ['property_id', 'date', 'meal_type'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'meal_headcounts',
    'meal_logs',
    'food_skips',
    'food_opt_ins',
    'food_menu_items',
    'food_menus',
    'meal_options',
    'food_items',
    'food_meal_slots',
    'food_setups',
    'meal_categories',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
