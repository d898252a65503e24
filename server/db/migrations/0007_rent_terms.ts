import { sql, type Kysely } from 'kysely'

/**
 * Versioned rent terms (issue 14): one row per version of a tenant's rent, deposit, due day, lock-in and notice
 * period, in force from `effective_from` until the next version's. Due day, lock-in and notice left null follow the
 * property's settings, as on the tenant row. Every existing tenant gets its MOVE_IN version from its current
 * terms (the latest stay's rent and deposit), so databases made before versions read the same. Also the date of
 * the police verification.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rent_terms')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('effective_from', 'text', (c) => c.notNull())
    .addColumn('rent_paise', 'integer', (c) => c.notNull().check(sql`rent_paise >= 0`))
    .addColumn('deposit_paise', 'integer', (c) => c.notNull().check(sql`deposit_paise >= 0`))
    .addColumn('rent_due_day', 'integer')
    .addColumn('lock_in_months', 'integer')
    .addColumn('notice_period_days', 'integer')
    .addColumn('reason', 'text')
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('MOVE_IN', 'CHANGE', 'TRANSFER')`))
    .addColumn('changed_by_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('rent_terms_tenant_effective', ['tenant_id', 'effective_from'])
    .execute()

  const latestStay = (column: string) =>
    sql.raw(`(select a.${column} from allotments a where a.tenant_id = t.id and a.unlinked_at is null
      order by a.start_date desc limit 1)`)
  await sql`
    insert into rent_terms (tenant_id, effective_from, rent_paise, deposit_paise, rent_due_day, lock_in_months,
      notice_period_days, reason, source, changed_by_name, created_at)
    select t.id,
      coalesce((select min(a.start_date) from allotments a where a.tenant_id = t.id and a.unlinked_at is null),
        t.move_in_date),
      coalesce(${latestStay('rent_paise')}, t.rent_paise),
      coalesce(${latestStay('deposit_paise')}, t.deposit_paise),
      t.rent_due_day, t.lock_in_months, t.notice_period_days, null, 'MOVE_IN', o.name, t.created_at
    from tenants t join operators o on o.id = t.operator_id`.execute(db)

  await sql`alter table tenants add column police_verification_date text`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tenants drop column police_verification_date`.execute(db)
  await db.schema.dropTable('rent_terms').execute()
}
