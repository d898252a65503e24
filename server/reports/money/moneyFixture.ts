import { settleCollection } from '../../collections/ledger'
import type { Db } from '../../db/database'
import type { IsoDate, PaymentMode } from '../../db/schema'

/**
 * A small operator built by hand for the money reports' tests, every figure chosen so the expected rows can be
 * worked out on paper: two properties (Alpha GST-registered at 12 % in Karnataka, Beta not, in Maharashtra),
 * three residents, their dues, payments, a settled move-out and the month's expenses. Payments go through the
 * ledger's own settleCollection so balances and deposits held follow them as they do in the app.
 */

const AT = '2026-11-25T06:00:00.000Z'

export type MoneyFixture = Awaited<ReturnType<typeof buildMoneyFixture>>

export async function buildMoneyFixture(db: Db) {
  const country = await db.selectFrom('countries').select('id').orderBy('id').executeTakeFirstOrThrow()
  const { id: operatorId } = await db
    .insertInto('operators')
    .values({
      dial_code: '+91',
      phone_no: '9000077001',
      name: 'Fixture Owner',
      brand: null,
      email: null,
      image: null,
      country_id: country.id,
      currency_code: 'INR',
      upi_id: null,
      city_id: null,
      property_count: 2,
      created_at: AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow()

  const property = async (name: string, state: string, gst: boolean) => {
    const { id } = await db
      .insertInto('properties')
      .values({
        operator_id: operatorId,
        name,
        property_type: 'PG',
        gender: 'COED',
        description: null,
        image: null,
        address_line1: '1 Test Road',
        address_line2: null,
        locality: null,
        city_id: null,
        city_name: state === 'Karnataka' ? 'Bengaluru' : 'Pune',
        state,
        pincode: '560001',
        contact_phone: null,
        manager_name: null,
        curfew_time: null,
        gst_registered: gst ? 1 : 0,
        gstin: gst ? '29ABCDE1234F1Z5' : null,
        tax_rate_bps: gst ? 1200 : 0,
        pan: null,
        upi_id: null,
        payee_name: null,
        created_at: AT,
        updated_at: AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const floor = await db
      .insertInto('floors')
      .values({ property_id: id, name: 'Ground', level: 0, created_at: AT })
      .returning('id')
      .executeTakeFirstOrThrow()
    const room = await db
      .insertInto('rooms')
      .values({
        property_id: id,
        floor_id: floor.id,
        room_type_id: null,
        name: `${name.slice(-5)} 101`,
        sharing: 2,
        is_ac: 0,
        bath_type: 'ATTACHED',
        rent_paise: 1_000_000,
        meter_number: null,
        area_sqft: null,
        created_at: AT,
        updated_at: AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const bed = async (bedName: string) =>
      (
        await db
          .insertInto('beds')
          .values({ property_id: id, room_id: room.id, name: bedName, rent_override_paise: null, created_at: AT })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    return { id, bedA: await bed('A'), bedB: await bed('B') }
  }
  const alpha = await property('Fixture Alpha', 'Karnataka', true)
  const beta = await property('Fixture Beta', 'Maharashtra', false)

  const resident = async (
    name: string,
    phone: string,
    at: { id: number },
    bedId: number,
    stay: { moveIn: IsoDate; moveOut?: IsoDate; rent: number; depositInHand: number },
  ) => {
    const { id } = await db
      .insertInto('tenants')
      .values({
        operator_id: operatorId,
        property_id: at.id,
        name,
        dial_code: '+91',
        phone_no: phone,
        email: null,
        gender: 'FEMALE',
        image: null,
        rent_paise: stay.rent,
        deposit_paise: stay.rent * 2,
        deposit_held_paise: stay.depositInHand,
        move_in_date: stay.moveIn,
        created_at: AT,
        updated_at: AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const allotment = await db
      .insertInto('allotments')
      .values({
        property_id: at.id,
        bed_id: bedId,
        tenant_id: id,
        start_date: stay.moveIn,
        end_date: null,
        move_out_date: stay.moveOut ?? null,
        rent_paise: stay.rent,
        deposit_paise: stay.rent * 2,
        created_at: AT,
        unlinked_at: null,
        unlink_reason: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { id, allotmentId: allotment.id, propertyId: at.id }
  }
  // Asha: since September, deposit ₹20,000 taken in hand at move-in.
  const asha = await resident('Asha Fixture', '9000077101', alpha, alpha.bedA, {
    moveIn: '2026-09-01',
    rent: 1_000_000,
    depositInHand: 2_000_000,
  })
  // Bala: moved in on 10 Nov, deposit ₹16,000 paid by UPI that day, leaving on 19 Dec (notice on 20 Nov).
  const bala = await resident('Bala Fixture', '9000077102', alpha, alpha.bedB, {
    moveIn: '2026-11-10',
    moveOut: '2026-12-19',
    rent: 800_000,
    depositInHand: 0,
  })
  // Chitra: at Beta since June with ₹24,000 in hand, moved out on 15 Nov: ₹5,000 deducted, ₹19,000 refunded.
  const chitra = await resident('Chitra Fixture', '9000077103', beta, beta.bedA, {
    moveIn: '2026-06-01',
    moveOut: '2026-11-15',
    rent: 1_200_000,
    depositInHand: 2_400_000,
  })

  const ravi = await db
    .insertInto('staff')
    .values({
      operator_id: operatorId,
      name: 'Ravi Collector',
      dial_code: '+91',
      phone_number: '9000077201',
      email: null,
      role: 'WARDEN',
      police_verification_date: null,
      joined_on: null,
      monthly_salary_paise: null,
      created_at: AT,
      updated_at: AT,
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow()

  let receipts = 0
  const due = async (
    tenant: { id: number; allotmentId: number; propertyId: number },
    charge: { kind: string; title: string; dueDate: IsoDate; amount: number; tax: number },
    payments: { on: IsoDate; amount: number; mode: PaymentMode; reference?: string; byRavi?: boolean; reverted?: boolean }[] = [],
  ) => {
    const { id } = await db
      .insertInto('collections')
      .values({
        operator_id: operatorId,
        property_id: tenant.propertyId,
        tenant_id: tenant.id,
        allotment_id: tenant.allotmentId,
        offboarding_id: null,
        type: charge.kind === 'RENT' ? 'RENT' : 'OTHERS',
        charge_kind: charge.kind,
        title: charge.title,
        description: null,
        period_start: null,
        period_end: null,
        period_label: null,
        due_date: charge.dueDate,
        overdue_from: charge.dueDate,
        amount_paise: charge.amount,
        tax_paise: charge.tax,
        balance_paise: charge.amount,
        last_payment_mode: null,
        last_paid_on: null,
        receipt_number: null,
        last_reminded_at: null,
        created_by_name: null,
        created_at: AT,
        updated_at: AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    for (const payment of payments) {
      receipts += 1
      await db
        .insertInto('collection_transactions')
        .values({
          operator_id: operatorId,
          collection_id: id,
          property_id: tenant.propertyId,
          tenant_id: tenant.id,
          amount_paise: payment.amount,
          mode: payment.mode,
          reference: payment.reference ?? null,
          paid_on: payment.on,
          recorded_at: AT,
          recorded_by_name: 'Fixture Owner',
          collected_by_staff_id: payment.byRavi ? ravi.id : null,
          collected_by_name: payment.byRavi ? ravi.name : null,
          source: 'MANUAL',
          status: payment.reverted ? 'REVERTED' : 'SUCCESS',
          remarks: null,
          receipt_number: `FIX-2026-27/${String(receipts).padStart(6, '0')}`,
          proof_id: null,
          rent_qr_transaction_id: null,
        })
        .execute()
    }
    await settleCollection(db, id, AT)
    return id
  }
  // Asha (Alpha, 12 % GST included in rent: ₹10,000 carries ₹1,071.43).
  await due(asha, { kind: 'RENT', title: 'Rent Oct', dueDate: '2026-10-01', amount: 1_000_000, tax: 107_143 })
  await due(asha, { kind: 'RENT', title: 'Rent Nov', dueDate: '2026-11-01', amount: 1_000_000, tax: 107_143 }, [
    { on: '2026-11-03', amount: 600_000, mode: 'CASH', byRavi: true },
  ])
  await due(asha, { kind: 'ELECTRICITY', title: 'Electricity Aug', dueDate: '2026-08-20', amount: 150_000, tax: 0 })
  await due(asha, { kind: 'MAINTENANCE', title: 'Maintenance', dueDate: '2026-11-04', amount: 30_000, tax: 0 }, [
    { on: '2026-11-04', amount: 30_000, mode: 'CASH', byRavi: true },
  ])
  await due(asha, { kind: 'RENT', title: 'Rent Dec', dueDate: '2026-12-01', amount: 1_000_000, tax: 107_143 })
  // Bala (Alpha): the deposit, the pro-rated rent (a reverted first try counts for nothing) and laundry due today.
  await due(bala, { kind: 'DEPOSIT', title: 'Deposit', dueDate: '2026-11-10', amount: 1_600_000, tax: 0 }, [
    { on: '2026-11-10', amount: 1_600_000, mode: 'UPI', reference: '631400001111' },
  ])
  await due(bala, { kind: 'RENT', title: 'Rent Nov', dueDate: '2026-11-10', amount: 560_000, tax: 60_000 }, [
    { on: '2026-11-11', amount: 100_000, mode: 'UPI', reference: '631400002222', reverted: true },
    { on: '2026-11-12', amount: 560_000, mode: 'UPI', reference: '631400003333' },
  ])
  await due(bala, { kind: 'LAUNDRY', title: 'Laundry', dueDate: '2026-11-25', amount: 50_000, tax: 0 })
  // Chitra (Beta, not registered).
  await due(chitra, { kind: 'RENT', title: 'Rent Oct', dueDate: '2026-10-01', amount: 1_200_000, tax: 0 }, [
    { on: '2026-10-03', amount: 1_200_000, mode: 'CASH' },
  ])
  await due(chitra, { kind: 'RENT', title: 'Rent Nov', dueDate: '2026-11-01', amount: 1_200_000, tax: 0 }, [
    { on: '2026-11-02', amount: 1_200_000, mode: 'NEFT', reference: 'N000000000000042' },
  ])
  await due(chitra, { kind: 'ELECTRICITY', title: 'Electricity Sep', dueDate: '2026-09-10', amount: 80_000, tax: 0 })

  await db
    .insertInto('offboardings')
    .values({
      operator_id: operatorId,
      tenant_id: bala.id,
      allotment_id: bala.allotmentId,
      status: 'RAISED',
      notice_date: '2026-11-20',
      move_out_date: '2026-12-19',
      actual_move_out_date: null,
      settlement: null,
      reason: null,
      remarks: null,
      reject_reason: null,
      refund_mode: null,
      refund_reference: null,
      refund_date: null,
      final_meter_reading: null,
      collection_id: null,
      raised_by_name: 'Fixture Owner',
      raised_at: AT,
      completed_at: null,
    })
    .execute()
  await db
    .insertInto('offboardings')
    .values({
      operator_id: operatorId,
      tenant_id: chitra.id,
      allotment_id: chitra.allotmentId,
      status: 'COMPLETED',
      notice_date: '2026-10-16',
      move_out_date: '2026-11-15',
      actual_move_out_date: '2026-11-15',
      settlement: JSON.stringify({ deposit_paise: 2_400_000, deductions_total_paise: 500_000, refund_paise: 1_900_000 }),
      reason: null,
      remarks: null,
      reject_reason: null,
      refund_status: 'COMPLETED',
      refund_mode: 'UPI',
      refund_reference: null,
      refund_date: '2026-11-16',
      final_meter_reading: null,
      collection_id: null,
      raised_by_name: 'Fixture Owner',
      raised_at: AT,
      completed_at: AT,
    })
    .execute()

  const categories = await db.selectFrom('expense_categories').select(['id', 'name']).orderBy('id').limit(3).execute()
  const vendor = async (name: string, phone: string) =>
    (
      await db
        .insertInto('vendors')
        .values({
          operator_id: operatorId,
          name,
          phone_number: phone,
          contact_name: null,
          email: null,
          gstin: null,
          pan: null,
          upi_id: null,
          bank_account_name: null,
          bank_account_number: null,
          bank_ifsc: null,
          address: null,
          serves_complaints: 0,
          serves_expenses: 1,
          created_at: AT,
          updated_at: AT,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  const fixIt = await vendor('FixIt Services', '9000077301')
  const netCo = await vendor('NetCo Broadband', '9000077302')
  const expense = async (values: {
    property: number | null
    category: number
    vendor: number | null
    date: IsoDate
    amount: number
    rate: 0 | 18
    tax: number
    status?: 'RECORDED' | 'VOIDED'
  }) =>
    (
      await db
        .insertInto('expenses')
        .values({
          operator_id: operatorId,
          status: values.status ?? 'RECORDED',
          property_id: values.property,
          category_id: values.category,
          vendor_id: values.vendor,
          vendor_gstin: null,
          amount_paise: values.amount,
          gst_rate_percent: values.rate,
          tax_paise: values.tax,
          invoice_number: null,
          expense_date: values.date,
          payment_mode: 'UPI',
          reference: null,
          paid_by_staff_id: null,
          paid_by_name: null,
          notes: null,
          complaint_id: null,
          template_id: null,
          template_period: null,
          void_reason: null,
          voided_at: null,
          voided_by_name: null,
          created_by_name: null,
          created_at: AT,
          updated_at: AT,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  const [first, second, third] = categories
  await expense({ property: alpha.id, category: first.id, vendor: fixIt, date: '2026-11-05', amount: 300_000, rate: 18, tax: 45_763 })
  await expense({ property: beta.id, category: second.id, vendor: null, date: '2026-11-07', amount: 200_000, rate: 0, tax: 0 })
  const shared = await expense({ property: null, category: third.id, vendor: netCo, date: '2026-11-10', amount: 120_000, rate: 18, tax: 18_305 })
  await db
    .insertInto('expense_allocations')
    .values([
      { expense_id: shared, property_id: alpha.id, beds: 2, amount_paise: 80_000 },
      { expense_id: shared, property_id: beta.id, beds: 1, amount_paise: 40_000 },
    ])
    .execute()
  await expense({ property: alpha.id, category: first.id, vendor: fixIt, date: '2026-11-06', amount: 999_900, rate: 0, tax: 0, status: 'VOIDED' })
  await expense({ property: alpha.id, category: first.id, vendor: fixIt, date: '2026-10-30', amount: 50_000, rate: 0, tax: 0 })

  return {
    operatorId,
    alpha: alpha.id,
    beta: beta.id,
    categories: { first: first.name, second: second.name, third: third.name },
  }
}
