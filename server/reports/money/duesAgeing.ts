import {
  AGEING_BUCKET_LABELS,
  AGEING_BUCKETS,
  daysPastDue,
  owedCollectionsWithBucket,
  type AgeingBucket,
} from '../../collections/ageing'
import type { ReportDefinition } from '../definition'
import { column, scopedProperties, sums } from './common'

/**
 * Dues ageing on the as-of day: the owed, past-due collections the dashboard's ageing tiles sum (the same query,
 * server/collections/ageing.ts), listed with their bucket, then totalled per bucket.
 */
export const DUES_AGEING: ReportDefinition = {
  type: 'DUES_AGEING',
  area: 'MONEY',
  title: 'Dues ageing',
  description:
    'Every due still owed on the day and past its due date, by days overdue (1–30, 31–60, 61–90, over 90), with totals per bucket: the dashboard’s ageing, line by line.',
  takes: 'as_of',
  build: async (db, scope, progress) => {
    const properties = await scopedProperties(db, scope)
    const ids = properties.map((property) => property.id)
    const owed = await owedCollectionsWithBucket(db, ids, scope.asOf)
      .innerJoin('tenants as t', 't.id', 'c.tenant_id')
      .innerJoin('properties as p', 'p.id', 'c.property_id')
      .select(['t.name as tenant_name', 't.phone_no', 'p.name as property_name'])
      .where('c.operator_id', '=', scope.operatorId)
      .orderBy('c.due_date')
      .orderBy('c.id')
      .execute()
    progress(0.8)
    const order = (bucket: AgeingBucket) => AGEING_BUCKETS.indexOf(bucket)
    const rows = owed
      .sort((a, b) => order(b.ageing_bucket) - order(a.ageing_bucket))
      .map((collection) => ({
        bucket: AGEING_BUCKET_LABELS[collection.ageing_bucket],
        property: collection.property_name,
        tenant: collection.tenant_name,
        phone: collection.phone_no,
        title: collection.title,
        due_date: collection.due_date,
        days_past_due: daysPastDue(collection.due_date, scope.asOf),
        amount_paise: collection.amount_paise,
        balance_paise: collection.balance_paise,
      }))
    const buckets = AGEING_BUCKETS.map((bucket) => {
      const members = owed.filter((collection) => collection.ageing_bucket === bucket)
      return {
        bucket: AGEING_BUCKET_LABELS[bucket],
        dues: members.length,
        balance_paise: members.reduce((sum, collection) => sum + collection.balance_paise, 0),
      }
    })
    return [
      {
        name: 'Dues by bucket',
        columns: [
          column('bucket', 'Days past due', 'text'),
          column('dues', 'Dues', 'integer'),
          column('balance_paise', 'Owed', 'money_paise'),
        ],
        rows: buckets,
        totals: { bucket: 'Total', ...sums(buckets, ['dues', 'balance_paise']) },
      },
      {
        name: 'Dues owed',
        columns: [
          column('bucket', 'Days past due', 'text'),
          column('property', 'Property', 'text'),
          column('tenant', 'Tenant', 'text'),
          column('phone', 'Phone', 'text'),
          column('title', 'Due', 'text'),
          column('due_date', 'Due date', 'date'),
          column('days_past_due', 'Days overdue', 'integer'),
          column('amount_paise', 'Amount', 'money_paise'),
          column('balance_paise', 'Owed', 'money_paise'),
        ],
        rows,
        totals: { bucket: `Total (${rows.length} dues)`, ...sums(rows, ['amount_paise', 'balance_paise']) },
      },
    ]
  },
}
