import { addMonths, kolkataDate, monthOf } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { ExpensePaymentMode, GstRatePercent } from '../db/schema'
import { insertExpense } from '../expenses/expenseWrite'
import { materializeDrafts } from '../expenses/templates'
import type { FileStore } from '../files/fileStore'
import { findOperatorByPhone } from '../operators/operators'
import { DEMO_OPERATOR, SECOND_OPERATOR, type DemoOperator } from './demoOperators'
import { SAMPLE_PNG } from './tenantDetails'

/** One seeded expense: its category code, month offset (0 = this month), day, payee and how it was paid. */
type Planned = {
  category: string
  month: number
  day: number
  amount: number
  mode: ExpensePaymentMode
  /** A property index; absent: all properties. */
  property?: number
  vendor?: string
  gst?: GstRatePercent
  invoice?: string
  reference?: string
  notes?: string
}

/** A small deterministic wobble, so months differ: base ± up to `spread` steps of `step` paise. */
const vary = (base: number, key: number, step: number, spread = 5) =>
  base + (((((key * 7919) % (2 * spread + 1)) + 2 * spread + 1) % (2 * spread + 1)) - spread) * step

/** Twelve months of a Bengaluru PG group's spending, per property and for all of them. */
function demoPlan(properties: number): Planned[] {
  const plan: Planned[] = []
  for (let month = -11; month <= 0; month += 1) {
    const key = month + 12
    for (let property = 0; property < properties; property += 1) {
      const k = key * 10 + property
      if (month < 0) {
        plan.push({
          category: 'LEASE_RENT',
          month,
          day: 5,
          amount: [1_85_000_00, 1_40_000_00, 2_25_000_00][property % 3],
          mode: property === 1 ? 'CHEQUE' : 'BANK_TRANSFER',
          property,
          reference: `RENT${key}${property}`,
          notes: 'Monthly lease rent to the landlord',
        })
        plan.push({
          category: 'KITCHEN_SALARIES',
          month,
          day: 1,
          amount: 22_000_00,
          mode: 'BANK_TRANSFER',
          property,
        })
      }
      plan.push({
        category: 'ELECTRICITY',
        month,
        day: 9,
        amount: vary(46_500_00, k, 1_250_00),
        mode: 'UPI',
        property,
        invoice: `BESCOM-${key}${property}`,
      })
      plan.push({
        category: 'SALARIES',
        month,
        day: 1,
        amount: vary(16_000_00, k, 500_00, 2),
        mode: 'CASH',
        property,
        notes: 'Warden and housekeeping salaries',
      })
      plan.push({
        category: 'WATER',
        month,
        day: 14,
        amount: vary(6_000_00, k, 400_00, 3),
        mode: 'CASH',
        property,
        notes: 'Water tanker',
      })
      for (const day of [3, 10, 17, 24]) {
        plan.push({
          category: 'GROCERIES',
          month,
          day,
          amount: vary(11_500_00, k + day, 450_00),
          mode: day % 2 ? 'UPI' : 'CASH',
          property,
        })
        plan.push({
          category: 'MILK',
          month,
          day: day + 1,
          amount: vary(4_600_00, k + day, 120_00, 3),
          mode: 'UPI',
          property,
          vendor: 'Nandini Milk Agency',
        })
      }
      for (const day of [6, 20]) {
        plan.push({
          category: 'LPG',
          month,
          day,
          amount: 7_340_00,
          mode: 'CASH',
          property,
          notes: 'Four 19 kg commercial cylinders',
        })
      }
      if ((key + property) % 2 === 0) {
        plan.push({
          category: 'REPAIRS_MAINTENANCE',
          month,
          day: 12,
          amount: (key + property) % 4 === 0 ? 42_480_00 : vary(5_900_00, k, 400_00),
          mode: 'BANK_TRANSFER',
          property,
          vendor: (key + property) % 4 === 0 ? 'CoolCare AC Services' : 'Vinayaka Electricals',
          gst: 18,
          invoice: `INV/${key}/${property + 1}`,
        })
      }
      if (key % 3 === property % 3) {
        plan.push({
          category: 'DG_DIESEL',
          month,
          day: 16,
          amount: vary(9_200_00, k, 300_00),
          mode: 'CASH',
          property,
        })
      }
    }
    if (month < 0)
      plan.push({
        category: 'INTERNET',
        month,
        day: 2,
        amount: 11_800_00,
        mode: 'UPI',
        vendor: 'ACT Fibernet',
        gst: 18,
      })
    plan.push({
      category: 'HOUSEKEEPING',
      month,
      day: 7,
      amount: 35_400_00,
      mode: 'BANK_TRANSFER',
      vendor: 'CleanPro Housekeeping',
      gst: 18,
      invoice: `CP-${key}`,
    })
    plan.push({
      category: 'SECURITY',
      month,
      day: 7,
      amount: 28_000_00,
      mode: 'BANK_TRANSFER',
      vendor: 'CleanPro Housekeeping',
      gst: 18,
      invoice: `CPS-${key}`,
    })
    plan.push({
      category: 'LAUNDRY',
      month,
      day: 15,
      amount: vary(8_500_00, key, 250_00),
      mode: 'UPI',
      vendor: 'CleanPro Housekeeping',
    })
    plan.push({
      category: 'MARKETING',
      month,
      day: 11,
      amount: 2_999_00,
      mode: 'CARD',
      gst: 18,
      notes: 'Listing on a PG search site',
    })
    if (key % 3 === 0)
      plan.push({
        category: 'PEST_CONTROL',
        month,
        day: 18,
        amount: 9_440_00,
        mode: 'UPI',
        vendor: 'PestAway Solutions',
        gst: 18,
      })
    if (key % 4 === 1)
      plan.push({
        category: 'OFFICE',
        month,
        day: 8,
        amount: vary(1_800_00, key, 100_00),
        mode: 'CHEQUE',
        reference: `CHQ00${key}`,
      })
  }
  plan.push({
    category: 'PROPERTY_TAX',
    month: -7,
    day: 20,
    amount: 38_650_00,
    mode: 'CHEQUE',
    property: 0,
    reference: 'CHQ004512',
  })
  plan.push({
    category: 'FURNITURE_FIXTURES',
    month: -5,
    day: 13,
    amount: 64_900_00,
    mode: 'BANK_TRANSFER',
    property: 1,
    vendor: 'Shree Wood Crafts',
    notes: 'Six study tables and chairs',
  })
  plan.push({
    category: 'LICENCES',
    month: -9,
    day: 4,
    amount: 12_500_00,
    mode: 'BANK_TRANSFER',
    notes: 'Trade licence renewal',
  })
  plan.push({
    category: 'OTHER',
    month: -2,
    day: 19,
    amount: 3_250_00,
    mode: 'CASH',
    property: 2,
    notes: 'Festival decorations',
  })
  return plan
}

/** Three months of a single Pune property. */
function secondPlan(): Planned[] {
  const plan: Planned[] = []
  for (let month = -2; month <= 0; month += 1) {
    const key = month + 3
    if (month < 0) {
      plan.push({
        category: 'LEASE_RENT',
        month,
        day: 5,
        amount: 95_000_00,
        mode: 'BANK_TRANSFER',
        property: 0,
      })
    }
    plan.push({
      category: 'ELECTRICITY',
      month,
      day: 9,
      amount: vary(21_000_00, key, 800_00),
      mode: 'UPI',
      property: 0,
    })
    plan.push({ category: 'SALARIES', month, day: 1, amount: 14_000_00, mode: 'CASH', property: 0 })
    for (const day of [4, 18]) {
      plan.push({
        category: 'GROCERIES',
        month,
        day,
        amount: vary(9_000_00, key + day, 300_00),
        mode: 'UPI',
        property: 0,
        vendor: 'Pune Fresh Provisions',
      })
    }
    plan.push({ category: 'LPG', month, day: 12, amount: 3_670_00, mode: 'CASH', property: 0 })
  }
  plan.push({
    category: 'REPAIRS_MAINTENANCE',
    month: -1,
    day: 22,
    amount: 4_720_00,
    mode: 'UPI',
    property: 0,
    vendor: 'Om Sai Electricals',
    gst: 18,
  })
  return plan
}

type Template = {
  name: string
  category: string
  amount: number
  mode: ExpensePaymentMode
  property?: number
  vendor?: string
  gst?: GstRatePercent
}

const DEMO_TEMPLATES: Template[] = [
  { name: 'Landlord rent', category: 'LEASE_RENT', amount: 1_85_000_00, mode: 'BANK_TRANSFER', property: 0 },
  {
    name: 'ACT Fibernet internet',
    category: 'INTERNET',
    amount: 11_800_00,
    mode: 'UPI',
    vendor: 'ACT Fibernet',
    gst: 18,
  },
  {
    name: 'Cook salary',
    category: 'KITCHEN_SALARIES',
    amount: 22_000_00,
    mode: 'BANK_TRANSFER',
    property: 0,
  },
]
const SECOND_TEMPLATES: Template[] = [
  { name: 'Landlord rent', category: 'LEASE_RENT', amount: 95_000_00, mode: 'BANK_TRANSFER', property: 0 },
]

/**
 * Expenses (issue 16), relative to the clock: twelve months for the demo operator in every category and payment
 * mode (rent by property, salaries, utilities, the mess's weekly buying, GST-billed repairs, all-properties
 * services allocated by beds), receipts on most, one voided, and recurring templates (rent, internet, the cook)
 * whose drafts for this month appear on the first read; about twenty for the second operator. Skipped for an
 * operator that has expenses already.
 */
export async function seedExpenses(db: Db, now: Clock, files: FileStore): Promise<void> {
  for (const [demo, plan, templates] of [
    [DEMO_OPERATOR, demoPlan, DEMO_TEMPLATES],
    [SECOND_OPERATOR, secondPlan, SECOND_TEMPLATES],
  ] as [DemoOperator, (properties: number) => Planned[], Template[]][]) {
    const operator = await findOperatorByPhone(db, demo.phone)
    if (!operator) continue
    const existing = await db
      .selectFrom('expenses')
      .select('id')
      .where('operator_id', '=', operator.id)
      .executeTakeFirst()
    if (existing) continue
    const properties = await db
      .selectFrom('properties')
      .select('id')
      .where('operator_id', '=', operator.id)
      .orderBy('id')
      .execute()
    if (!properties.length) continue
    const categories = new Map(
      (await db.selectFrom('expense_categories').select(['id', 'code']).execute()).map((c) => [c.code, c.id]),
    )
    const vendors = new Map(
      (
        await db.selectFrom('vendors').select(['id', 'name']).where('operator_id', '=', operator.id).execute()
      ).map((v) => [v.name, v.id]),
    )
    const today = kolkataDate(now())
    const thisMonth = monthOf(today)
    const payer = { id: operator.id, name: operator.name }
    const ids: number[] = []
    for (const item of plan(properties.length)) {
      const date = `${addMonths(thisMonth, item.month)}-${String(item.day).padStart(2, '0')}`
      if (date > today) continue
      const property = item.property === undefined ? null : properties[item.property % properties.length].id
      ids.push(
        await insertExpense(db, now, payer, {
          property_id: property,
          category_id: categories.get(item.category) ?? 0,
          vendor_id: item.vendor === undefined ? null : (vendors.get(item.vendor) ?? null),
          amount_paise: item.amount,
          gst_rate_percent: item.gst ?? 0,
          invoice_number: item.invoice,
          expense_date: date,
          payment_mode: item.mode,
          reference: item.reference,
          notes: item.notes,
        }),
      )
    }
    const at = now().toISOString()
    // Receipts on three expenses in four, the newest first.
    for (const [index, id] of ids.entries()) {
      if (index % 4 === 3) continue
      const stored = await files.store(
        operator.id,
        { fileName: `receipt-${id}.png`, data: SAMPLE_PNG },
        'EXPENSE_DOCUMENT',
        db,
      )
      await db
        .insertInto('expense_documents')
        .values({
          operator_id: operator.id,
          expense_id: id,
          file_id: stored.id,
          name: 'Receipt',
          uploaded_by_name: operator.name,
          created_at: at,
        })
        .execute()
    }
    const voided = ids[Math.floor(ids.length / 2)]
    await db
      .updateTable('expenses')
      .set({
        status: 'VOIDED',
        void_reason: 'Entered twice: the same bill was recorded the day before.',
        voided_at: at,
        voided_by_name: operator.name,
      })
      .where('id', '=', voided)
      .execute()
    for (const template of templates) {
      await db
        .insertInto('expense_templates')
        .values({
          operator_id: operator.id,
          name: template.name,
          property_id: template.property === undefined ? null : properties[template.property].id,
          category_id: categories.get(template.category) ?? 0,
          vendor_id: template.vendor === undefined ? null : (vendors.get(template.vendor) ?? null),
          amount_paise: template.amount,
          gst_rate_percent: template.gst ?? 0,
          payment_mode: template.mode,
          frequency: 'MONTHLY',
          day_of_month: 1,
          starts_on: `${thisMonth}-01`,
          ends_on: null,
          is_active: 1,
          notes: null,
          created_at: at,
          updated_at: at,
        })
        .execute()
    }
    await materializeDrafts(db, now, payer)
  }
}
