import type { Phone } from '../auth/phone'
import { startReport, waitForReport } from './reportKit'
import { PNG, postForm, tenantPaths } from './tenantKit'
import type { TestServer } from './testServer'

type Data<T> = { data: T }

/**
 * One object of every kind an operator owns, each found or made in one line the first time it is asked for
 * (and kept), for tests that need another operator's ids: the authorization matrix above all. Found objects
 * come from the demo seed; uploads and agreements are made through the API.
 */
export function operatorObjects(server: TestServer, token: string, phone: Phone) {
  const db = server.app.db
  const kept = new Map<string, Promise<number | string>>()
  const once =
    <T extends number | string>(kind: string, make: () => Promise<T>) =>
    () => {
      if (!kept.has(kind)) kept.set(kind, make())
      return kept.get(kind) as Promise<T>
    }
  const found = <T>(kind: string, row: T | undefined): T => {
    if (row === undefined) throw new Error(`The demo seed gives operator ${phone.national} no ${kind}`)
    return row
  }
  const operator = once(
    'operator',
    async () =>
      found(
        'operator',
        await db
          .selectFrom('operators')
          .select('id')
          .where('dial_code', '=', phone.dialCode)
          .where('phone_no', '=', phone.national)
          .executeTakeFirst(),
      ).id,
  )
  const property = once(
    'property',
    async () =>
      found(
        'property',
        await db
          .selectFrom('properties')
          .select('id')
          .where('operator_id', '=', await operator())
          .orderBy('id')
          .executeTakeFirst(),
      ).id,
  )
  const byProperty = async (table: 'floors' | 'rooms' | 'room_types' | 'room_features') =>
    found(
      table,
      await db
        .selectFrom(table)
        .select('id')
        .where('property_id', '=', await property())
        .orderBy('id')
        .executeTakeFirst(),
    ).id
  /** A bed of the property with a stay that is not unlinked and has not ended by `from`, or without one. */
  const bed = async (occupied: boolean, from = '2026-12-01') =>
    found(
      occupied ? 'occupied bed' : `bed free from ${from}`,
      await db
        .selectFrom('beds')
        .innerJoin('rooms', 'rooms.id', 'beds.room_id')
        .select('beds.id')
        .where('beds.property_id', '=', await property())
        .where('beds.is_active', '=', 1)
        .where('rooms.is_active', '=', 1)
        .where(({ exists, not, selectFrom }) => {
          const stay = exists(
            selectFrom('allotments')
              .select('allotments.id')
              .whereRef('allotments.bed_id', '=', 'beds.id')
              .where('allotments.unlinked_at', 'is', null)
              .where((eb) => {
                // A stay's last night is its move-out date, else its agreed end, else it is open-ended.
                const lastNight = eb.fn.coalesce('allotments.move_out_date', 'allotments.end_date')
                return eb.or([eb(lastNight, 'is', null), eb(lastNight, '>=', from)])
              }),
          )
          return occupied ? stay : not(stay)
        })
        .orderBy('beds.id')
        .executeTakeFirst(),
    ).id
  const tenant = once(
    'tenant',
    async () =>
      found(
        'tenant',
        await db
          .selectFrom('tenants')
          .select('id')
          .where('operator_id', '=', await operator())
          .orderBy('id')
          .executeTakeFirst(),
      ).id,
  )
  const collection = (settled: 0 | 1) =>
    once(
      `collection ${settled}`,
      async () =>
        found(
          settled ? 'paid collection' : 'due collection',
          await db
            .selectFrom('collections')
            .select('id')
            .where('operator_id', '=', await operator())
            .where('is_settled', '=', settled)
            .orderBy('id')
            .executeTakeFirst(),
        ).id,
    )
  const owned = (
    table:
      | 'collection_transactions'
      | 'rent_qr_transactions'
      | 'bank_accounts'
      | 'complaints'
      | 'vendors'
      | 'expenses'
      | 'expense_documents'
      | 'expense_templates'
      | 'food_items'
      | 'meal_options'
      | 'food_skips',
  ) =>
    once(
      table,
      async () =>
        found(
          table,
          await db
            .selectFrom(table)
            .select('id')
            .where('operator_id', '=', await operator())
            .orderBy('id')
            .executeTakeFirst(),
        ).id,
    )

  /** An all-properties warden who may take cash, added through the API. */
  const ownInstitution = once('own institution', async () => {
    const city = found('city', await db.selectFrom('cities').select('id').orderBy('id').executeTakeFirst())
    const answer = await server.call<Data<{ id: number }>>(
      'POST',
      '/user/api/v1/resource/institution/create',
      {
        token,
        body: { name: `College of ${phone.national}`, city_id: city.id, type: 'COLLEGE' },
      },
    )
    return answer.body.data.id
  })
  const staffMember = once('staff member', async () => {
    const answer = await server.call<Data<{ id: number }>>('POST', '/user/api/v1/operator/staff/create', {
      token,
      body: {
        name: 'Matrix Warden',
        phone_number: '9000000101',
        role: 'WARDEN',
        all_properties: true,
        can_collect_cash: true,
      },
    })
    return answer.body.data.id
  })

  return {
    operator,
    property,
    floor: once('floor', () => byProperty('floors')),
    room: once('room', () => byProperty('rooms')),
    roomType: once('room type', () => byProperty('room_types')),
    feature: once('feature', () => byProperty('room_features')),
    freeBed: once('free bed', () => bed(false)),
    occupiedBed: once('occupied bed', () => bed(true)),
    allotment: once(
      'allotment',
      async () =>
        found(
          'allotment',
          await db
            .selectFrom('allotments')
            .select('id')
            .where('property_id', '=', await property())
            .where('unlinked_at', 'is', null)
            .orderBy('id')
            .executeTakeFirst(),
        ).id,
    ),
    tenant,
    tokenRequest: once(
      'token request',
      async () =>
        found(
          'pending token request',
          await db
            .selectFrom('token_requests')
            .select('id')
            .where('operator_id', '=', await operator())
            .where('status', '=', 'PENDING')
            .orderBy('id')
            .executeTakeFirst(),
        ).id,
    ),
    offboarding: once(
      'offboarding',
      async () =>
        found(
          'offboarding',
          await db
            .selectFrom('offboardings')
            .select('id')
            .where('operator_id', '=', await operator())
            .orderBy('id')
            .executeTakeFirst(),
        ).id,
    ),
    document: once('document', async () => {
      const answer = await postForm(
        server,
        tenantPaths.upload(await tenant()),
        token,
        { category: 'PHOTO' },
        { name: 'me.png', data: PNG, type: 'image/png' },
      )
      return (answer.body as Data<{ id: number }>).data.id
    }),
    agreement: once('agreement', async () => {
      const answer = await server.call<Data<{ id: number }>>(
        'POST',
        tenantPaths.newAgreement(await tenant()),
        {
          token,
          body: {},
        },
      )
      return answer.body.data.id
    }),
    uploadedFile: once('uploaded file', async () => {
      const answer = await postForm(
        server,
        tenantPaths.uploadFile,
        token,
        { purpose: 'TENANT_IMAGE' },
        { name: 'me.png', data: PNG, type: 'image/png' },
      )
      return (answer.body as Data<{ id: string }>).data.id
    }),
    dueCollection: collection(0),
    paidCollection: collection(1),
    transaction: owned('collection_transactions'),
    rentQrTransaction: owned('rent_qr_transactions'),
    bankAccount: owned('bank_accounts'),
    complaint: owned('complaints'),
    vendor: owned('vendors'),
    expense: owned('expenses'),
    expenseDocument: owned('expense_documents'),
    expenseTemplate: owned('expense_templates'),
    foodItem: owned('food_items'),
    mealOption: owned('meal_options'),
    foodSkip: owned('food_skips'),
    outpass: once(
      'outpass',
      async () =>
        found(
          'outpass',
          await db
            .selectFrom('outpasses')
            .select('id')
            .where('operator_id', '=', await operator())
            .orderBy('id')
            .executeTakeFirst(),
        ).id,
    ),
    staff: staffMember,
    /** An institution the operator added (only they see it), and a course of their own added to it. */
    ownInstitution,
    ownCourse: once('own course', async () => {
      const answer = await server.call<Data<{ id: number }>>(
        'POST',
        `/user/api/v1/resource/institution/${await ownInstitution()}/course/create`,
        { token, body: { name: `Course of ${phone.national}`, level: 'UG' } },
      )
      return answer.body.data.id
    }),
    /** A READY report job (the runner has finished with it, so it changes nothing afterwards). */
    reportJob: once('report job', async () => {
      const id = await startReport(server, token)
      await waitForReport(server, token, id)
      return id
    }),
    handover: once('cash handover', async () => {
      const answer = await server.call<Data<{ id: number }>>(
        'POST',
        `/user/api/v1/operator/staff/${await staffMember()}/handover`,
        { token, body: { declared_paise: 0 } },
      )
      return answer.body.data.id
    }),
    paymentProof: once('payment proof', async () => {
      const answer = await postForm(
        server,
        `/payment/api/v1/operator/${await collection(0)()}/payment-proof`,
        token,
        { reference: '123456789012' },
        { name: 'upi.png', data: PNG, type: 'image/png' },
      )
      return (answer.body as Data<{ id: number }>).data.id
    }),
  }
}

export type OperatorObjects = ReturnType<typeof operatorObjects>
