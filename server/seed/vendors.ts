import { DAY, type Clock } from '../clock'
import type { Db } from '../db/database'
import { findOperatorByPhone } from '../operators/operators'
import { gstinFor } from '../tax/gstin'
import { DEMO_OPERATOR, SECOND_OPERATOR, type DemoOperator } from './demoOperators'

type DemoVendor = {
  name: string
  phone: string
  contact: string
  services: string[]
  /** Which records the vendor serves. */
  kinds: { complaints: boolean; expenses: boolean }
  /** PAN, with a GSTIN in the operator's state when registered for GST. */
  pan?: string
  registered?: boolean
  upi?: string
  bank?: { name: string; number: string; ifsc: string }
}

const both = { complaints: true, expenses: true }
const suppliesOnly = { complaints: false, expenses: true }

/** Eight Bengaluru vendors: repairs, housekeeping and the mess's suppliers; some GST-registered, one individual. */
const BENGALURU: DemoVendor[] = [
  {
    name: 'Sai Plumbing Works',
    phone: '9845100011',
    contact: 'Srinivas',
    services: ['PLUMBING', 'WATER_SUPPLY'],
    kinds: both,
    pan: 'BQSPS4821K',
    upi: 'saiplumbing@okaxis',
  },
  {
    name: 'Vinayaka Electricals',
    phone: '9845100022',
    contact: 'Manjunath',
    services: ['ELECTRICAL', 'APPLIANCE_REPAIR'],
    kinds: both,
    pan: 'AAKFV3310M',
    registered: true,
    bank: { name: 'Vinayaka Electricals', number: '50200012345678', ifsc: 'HDFC0001234' },
  },
  {
    name: 'CoolCare AC Services',
    phone: '9845100033',
    contact: 'Imran Pasha',
    services: ['APPLIANCE_REPAIR'],
    kinds: both,
    pan: 'AAHCC5521R',
    registered: true,
    upi: 'coolcare@icici',
  },
  {
    name: 'Shree Wood Crafts',
    phone: '9845100044',
    contact: 'Ramesh Achar',
    services: ['CARPENTRY'],
    kinds: both,
    pan: 'CKRPA7145D',
    upi: 'rameshachar@ybl',
  },
  {
    name: 'PestAway Solutions',
    phone: '9845100055',
    contact: 'Naveen',
    services: ['PEST_CONTROL'],
    kinds: both,
    pan: 'AAGCP9031Q',
    registered: true,
    bank: { name: 'PestAway Solutions Pvt Ltd', number: '912020045678123', ifsc: 'UTIB0000456' },
  },
  {
    name: 'ACT Fibernet',
    phone: '9845100066',
    contact: 'Customer care',
    services: ['INTERNET'],
    kinds: both,
    pan: 'AAECA1234F',
    registered: true,
  },
  {
    name: 'Nandini Milk Agency',
    phone: '9845100077',
    contact: 'Gowramma',
    services: ['GROCERY'],
    kinds: suppliesOnly,
    upi: 'nandinimilk@okhdfc',
  },
  {
    name: 'CleanPro Housekeeping',
    phone: '9845100088',
    contact: 'Joseph D',
    services: ['CLEANING', 'LAUNDRY', 'SECURITY'],
    kinds: both,
    pan: 'AAJFC6620L',
    registered: true,
    bank: { name: 'CleanPro Facility Services', number: '003601234567', ifsc: 'ICIC0000036' },
  },
]

const PUNE: DemoVendor[] = [
  {
    name: 'Shivam Plumbing and Sanitary',
    phone: '9822100011',
    contact: 'Santosh Jadhav',
    services: ['PLUMBING'],
    kinds: both,
    pan: 'AJDPJ5521H',
    upi: 'shivamplumbing@okicici',
  },
  {
    name: 'Om Sai Electricals',
    phone: '9822100022',
    contact: 'Ganesh',
    services: ['ELECTRICAL'],
    kinds: both,
    pan: 'AAIFO4410B',
    registered: true,
  },
  {
    name: 'Pune Fresh Provisions',
    phone: '9822100033',
    contact: 'Mahesh Kulkarni',
    services: ['GROCERY'],
    kinds: suppliesOnly,
    upi: 'punefresh@ybl',
  },
]

const STATE_CODES: Record<string, string> = { [DEMO_OPERATOR.city]: '29', [SECOND_OPERATOR.city]: '27' }

/** Each demo operator's vendors (issue 16), serving every property; added once, by phone. */
export async function seedVendors(db: Db, now: Clock): Promise<void> {
  for (const [demo, vendors] of [
    [DEMO_OPERATOR, BENGALURU],
    [SECOND_OPERATOR, PUNE],
  ] as [DemoOperator, DemoVendor[]][]) {
    const operator = await findOperatorByPhone(db, demo.phone)
    if (!operator) continue
    const at = new Date(now().getTime() - 400 * DAY).toISOString()
    for (const vendor of vendors) {
      const inserted = await db
        .insertInto('vendors')
        .values({
          operator_id: operator.id,
          name: vendor.name,
          phone_number: vendor.phone,
          contact_name: vendor.contact,
          email: null,
          gstin: vendor.registered && vendor.pan ? gstinFor(STATE_CODES[demo.city], vendor.pan) : null,
          pan: vendor.pan ?? null,
          upi_id: vendor.upi ?? null,
          bank_account_name: vendor.bank?.name ?? null,
          bank_account_number: vendor.bank?.number ?? null,
          bank_ifsc: vendor.bank?.ifsc ?? null,
          address: `${demo.city}`,
          serves_complaints: vendor.kinds.complaints ? 1 : 0,
          serves_expenses: vendor.kinds.expenses ? 1 : 0,
          created_at: at,
          updated_at: at,
        })
        .onConflict((conflict) => conflict.columns(['operator_id', 'phone_number']).doNothing())
        .returning('id')
        .executeTakeFirst()
      if (!inserted) continue
      await db
        .insertInto('vendor_services')
        .values(vendor.services.map((service) => ({ vendor_id: inserted.id, service })))
        .execute()
    }
  }
}
