import type { TestServer } from './testServer'

type Data<T> = { data: T }

/**
 * Calls every operation of the staff tag once with a valid request, for the contract walk: the test server checks
 * each answer against the contract.
 */
export async function exerciseStaff(server: TestServer, token: string): Promise<void> {
  const call = <T>(method: string, path: string, body?: unknown) =>
    server.call<T>(method, path, { token, body })
  const staff = '/user/api/v1/operator/staff'
  await call('GET', `${staff}/list`)
  await call('GET', '/user/api/v1/operator/user/list')
  await call('GET', '/payment/api/v2/operator/staff/collection/list')
  const created = await call<Data<{ id: number }>>('POST', `${staff}/create`, {
    name: 'Walk Helper',
    phone_number: '7999900001',
    role: 'RECEPTIONIST',
    all_properties: true,
    can_collect_cash: true,
  })
  const id = created.body.data.id
  await call('PUT', `${staff}/edit/${id}`, { monthly_salary_paise: 1_500_000 })
  await call('GET', `${staff}/${id}`)
  await call('GET', `/payment/api/v2/operator/staff/collection/${id}/payments`)
  const handover = await call<Data<{ id: number }>>('POST', `${staff}/${id}/handover`, { declared_paise: 0 })
  await call('POST', `${staff}/handover/${handover.body.data.id}/action`, { action: 'SUBMIT' })
  await call('DELETE', `${staff}/delete/${id}`)
}
