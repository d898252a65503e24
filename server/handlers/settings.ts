import { actorOf, recordActivity } from '../activity/record'
import type { ModuleType } from '../db/schema'
import { operatorOf } from '../http/authentication'
import {
  accountFields,
  bankAccountView,
  checkBankAndIfsc,
  checkDeactivation,
  ownedBankAccount,
  type BankAccountInput,
} from '../settings/bankAccounts'
import {
  businessProfile,
  checkBusinessProfile,
  reloadOperator,
  type BusinessProfileUpdate,
} from '../settings/business'
import { switchModule } from '../settings/modules'
import {
  paymentSettings,
  paymentSettingsChanges,
  reminderSchedule,
  type PaymentSettingsUpdate,
} from '../settings/paymentSettings'
import { conflict } from '../http/httpError'
import { handler, type Handlers, type Services } from './handler'

const MODULE_NAMES: Record<ModuleType, string> = { expense: 'Expenses', complaint: 'Complaints' }

type IdParams = { Params: { id: number } }

/** Tag `settings` (issue 19): business profile, module switches, bank accounts, payment settings. */
export function settingsHandlers({ db, now }: Services): Handlers {
  /** Runs a change to bank account `id` with its one activity entry, and answers the account. */
  async function changeAccount(
    request: Parameters<typeof actorOf>[0],
    id: number,
    change: (
      row: Awaited<ReturnType<typeof ownedBankAccount>>,
      trx: typeof db,
    ) => Promise<{ summary: string } | null>,
  ) {
    const operator = operatorOf(request)
    await db.transaction().execute(async (trx) => {
      const before = await ownedBankAccount(trx, operator.id, id)
      const done = await change(before, trx)
      if (!done) return
      const after = await ownedBankAccount(trx, operator.id, id)
      await recordActivity(
        trx,
        actorOf(request),
        {
          entity: 'bank_account',
          entityId: id,
          summary: done.summary,
          before: accountFields(before),
          after: accountFields(after),
        },
        now(),
      )
    })
    return { data: await bankAccountView(db, operator.id, id) }
  }

  const label = (row: { account_number: string; nickname: string | null }) =>
    row.nickname
      ? `${row.nickname} (••${row.account_number.slice(-4)})`
      : `account ••${row.account_number.slice(-4)}`

  return {
    getBusinessProfile: handler(async (request) => ({ data: businessProfile(operatorOf(request)) })),

    updateBusinessProfile: handler<{ Body: BusinessProfileUpdate }>(async (request) => {
      const operator = operatorOf(request)
      await checkBusinessProfile(db, operator, request.body)
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('operators').set(request.body).where('id', '=', operator.id).execute()
        const after = await reloadOperator(trx, operator.id)
        await recordActivity(
          trx,
          actorOf(request),
          {
            entity: 'operator',
            entityId: operator.id,
            summary: 'Changed the business profile',
            before: businessProfile(operator),
            after: businessProfile(after),
          },
          now(),
        )
      })
      return { data: businessProfile(await reloadOperator(db, operator.id)) }
    }),

    setOperatorModule: handler<{ Params: { module_type: ModuleType }; Body: { is_enabled: boolean } }>(
      async (request) => {
        const operator = operatorOf(request)
        const type = request.params.module_type
        const flag = await db.transaction().execute(async (trx) => {
          const { before, after } = await switchModule(trx, operator.id, type, request.body.is_enabled)
          if (before?.is_enabled !== after.is_enabled) {
            await recordActivity(
              trx,
              actorOf(request),
              {
                entity: 'module',
                entityId: type,
                summary: `Switched ${MODULE_NAMES[type]} ${after.is_enabled ? 'on' : 'off'}`,
                before: before && { is_enabled: before.is_enabled },
                after: { is_enabled: after.is_enabled },
              },
              now(),
            )
          }
          return after
        })
        return { data: flag }
      },
    ),

    createBankAccount: handler<{ Body: BankAccountInput }>(async (request, reply) => {
      const operator = operatorOf(request)
      const input = request.body
      await checkBankAndIfsc(db, input.bank_id, input.ifsc)
      const id = await db.transaction().execute(async (trx) => {
        const hasDefault = await trx
          .selectFrom('bank_accounts')
          .select('id')
          .where('operator_id', '=', operator.id)
          .where('is_primary', '=', 1)
          .executeTakeFirst()
        const inserted = await trx
          .insertInto('bank_accounts')
          .values({
            operator_id: operator.id,
            bank_id: input.bank_id,
            account_holder_name: input.account_holder_name.trim(),
            account_number: input.account_number,
            ifsc: input.ifsc,
            upi_id: input.upi_id ?? null,
            nickname: input.nickname?.trim() || null,
            is_primary: hasDefault ? 0 : 1,
            created_at: now().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const row = await ownedBankAccount(trx, operator.id, inserted.id)
        await recordActivity(
          trx,
          actorOf(request),
          {
            entity: 'bank_account',
            entityId: inserted.id,
            summary: `Added ${label(row)}`,
            before: null,
            after: accountFields(row),
          },
          now(),
        )
        return inserted.id
      })
      reply.code(201)
      return { data: await bankAccountView(db, operator.id, id) }
    }),

    updateBankAccount: handler<IdParams & { Body: Partial<BankAccountInput> }>(async (request) => {
      const changes = request.body
      return changeAccount(request, request.params.id, async (row, trx) => {
        await checkBankAndIfsc(trx, changes.bank_id ?? row.bank_id, changes.ifsc ?? row.ifsc)
        await trx
          .updateTable('bank_accounts')
          .set({
            ...changes,
            ...(changes.account_holder_name === undefined
              ? {}
              : { account_holder_name: changes.account_holder_name.trim() }),
            ...(changes.nickname === undefined ? {} : { nickname: changes.nickname?.trim() || null }),
          })
          .where('id', '=', row.id)
          .execute()
        return { summary: `Edited ${label(row)}` }
      })
    }),

    makeBankAccountDefault: handler<IdParams>(async (request) =>
      changeAccount(request, request.params.id, async (row, trx) => {
        if (row.is_active === 0)
          throw conflict('A deactivated account cannot be the default; activate it first.')
        if (row.is_primary === 1) return null
        await trx
          .updateTable('bank_accounts')
          .set({ is_primary: 0 })
          .where('operator_id', '=', row.operator_id)
          .where('is_primary', '=', 1)
          .execute()
        await trx.updateTable('bank_accounts').set({ is_primary: 1 }).where('id', '=', row.id).execute()
        return { summary: `Made ${label(row)} the default account` }
      }),
    ),

    deactivateBankAccount: handler<IdParams>(async (request) =>
      changeAccount(request, request.params.id, async (row, trx) => {
        checkDeactivation(row)
        await trx.updateTable('bank_accounts').set({ is_active: 0 }).where('id', '=', row.id).execute()
        return { summary: `Deactivated ${label(row)}` }
      }),
    ),

    activateBankAccount: handler<IdParams>(async (request) =>
      changeAccount(request, request.params.id, async (row, trx) => {
        if (row.is_active === 1) throw conflict('This bank account is already active.')
        await trx.updateTable('bank_accounts').set({ is_active: 1 }).where('id', '=', row.id).execute()
        return { summary: `Activated ${label(row)}` }
      }),
    ),

    getPaymentSettings: handler(async (request) => ({
      data: await paymentSettings(db, operatorOf(request)),
    })),

    updatePaymentSettings: handler<{ Body: PaymentSettingsUpdate }>(async (request) => {
      const operator = operatorOf(request)
      const settingsOf = (row: typeof operator) => ({
        upi_id: row.upi_id,
        payee_name: row.payee_name,
        ...reminderSchedule(row),
      })
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('operators')
          .set(paymentSettingsChanges(request.body))
          .where('id', '=', operator.id)
          .execute()
        const after = await reloadOperator(trx, operator.id)
        await recordActivity(
          trx,
          actorOf(request),
          {
            entity: 'payment_settings',
            entityId: operator.id,
            summary: 'Changed the payment settings',
            before: settingsOf(operator),
            after: settingsOf(after),
          },
          now(),
        )
      })
      return { data: await paymentSettings(db, await reloadOperator(db, operator.id)) }
    }),
  }
}
