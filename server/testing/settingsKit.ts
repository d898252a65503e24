import type { TestServer } from './testServer'

/** Paths of the settings tag's operations, for tests. */
export const settingsPaths = {
  profile: '/user/api/v1/operator/business_profile',
  payments: '/payment/api/v1/operator/payment_settings',
  createAccount: '/payment/api/v1/operator/bank/account/create',
  account: (id: number, action: 'update' | 'default' | 'deactivate' | 'activate') =>
    `/payment/api/v1/operator/bank/account/${id}/${action}`,
  moduleSwitch: (type: 'expense' | 'complaint') => `/user/api/v1/operator/module/${type}/update`,
}

/**
 * Calls every operation of the settings tag once with a valid request, for the contract walk: the business
 * profile read and saved, a module switched off and on again, a bank account added, edited, made default,
 * deactivated after the default moved back and activated again, and the payment settings read and saved.
 */
export async function exerciseSettings(server: TestServer, token: string): Promise<void> {
  const call = <T>(method: string, path: string, body?: unknown) =>
    server.call<T>(method, path, { token, body })
  await call('GET', settingsPaths.profile)
  await call('PUT', settingsPaths.profile, { brand: 'Roost Demo Stays' })
  await call('PUT', settingsPaths.moduleSwitch('expense'), { is_enabled: false })
  await call('PUT', settingsPaths.moduleSwitch('expense'), { is_enabled: true })
  const bank = await server.app.db
    .selectFrom('banks')
    .select('id')
    .where('ifsc_prefix', '=', 'HDFC')
    .executeTakeFirstOrThrow()
  const me = await call<{ data: { id: number } }>('GET', '/user/api/v1/user_detail')
  const primary = await server.app.db
    .selectFrom('bank_accounts')
    .select('id')
    .where('operator_id', '=', me.body.data.id)
    .where('is_primary', '=', 1)
    .executeTakeFirst()
  const created = await call<{ data: { id: number } }>('POST', settingsPaths.createAccount, {
    bank_id: bank.id,
    account_holder_name: 'Roost Demo Stays',
    account_number: '501000123456789',
    ifsc: 'HDFC0001234',
  })
  const id = created.body.data.id
  await call('PUT', settingsPaths.account(id, 'update'), { nickname: 'Deposits' })
  await call('POST', settingsPaths.account(id, 'default'))
  if (primary) await call('POST', settingsPaths.account(primary.id, 'default'))
  await call('POST', settingsPaths.account(id, 'deactivate'))
  await call('POST', settingsPaths.account(id, 'activate'))
  await call('GET', settingsPaths.payments)
  await call('PUT', settingsPaths.payments, { payee_name: 'Roost Demo Stays' })
}

/** The resources tag's states and an operator's own college with a course, for the contract walk. */
export async function exerciseOwnReference(server: TestServer, token: string): Promise<void> {
  const call = <T>(method: string, path: string, body?: unknown) =>
    server.call<T>(method, path, { token, body })
  await call('GET', '/user/api/v1/resource/state_list')
  const city = await server.app.db.selectFrom('cities').select('id').orderBy('id').executeTakeFirstOrThrow()
  const college = await call<{ data: { id: number } }>('POST', '/user/api/v1/resource/institution/create', {
    name: 'Contract Walk College of Commerce',
    city_id: city.id,
    type: 'COLLEGE',
  })
  await call('POST', `/user/api/v1/resource/institution/${college.body.data.id}/course/create`, {
    name: 'B.Com (Honours)',
    level: 'UG',
  })
}
