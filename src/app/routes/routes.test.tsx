import { matchRoutes } from 'react-router-dom'
import { buildRoutes } from './routes'

/** The last matched route's path, '*' meaning not-found. */
const resolve = (modules: { complaints: boolean; expenses: boolean }, path: string) => {
  const matches = matchRoutes(buildRoutes(modules), path) ?? []
  const last = matches.at(-1)?.route
  return last?.index ? 'index' : last?.path
}

const all = { complaints: true, expenses: true }

describe('route table (spec §2)', () => {
  it.each([
    '/dashboard',
    '/properties',
    '/finance/collections',
    '/finance/transactions',
    '/finance/expenses',
    '/occupancy/inventory',
    '/occupancy/inventory/12',
    '/occupancy/tenant',
    '/occupancy/tenant/301',
    '/services/staff',
    '/services/attendance_and_outpass',
    '/attendance_and_outpass',
    '/services/complaints',
    '/food-management',
    '/food-management/analytics',
    '/reports',
    '/settings',
    '/home',
    '/login',
    '/login-restricted',
    '/onboarding',
    '/maintenance',
    '/open/pay/abc123',
  ])('has a screen at %s', (path) => {
    expect(resolve(all, path)).not.toBe('*')
  })

  it('sends / to the index route, which redirects to /login', () => {
    expect(resolve(all, '/')).toBe('index')
  })

  it.each(['/occupancy/move_in_request', '/occupancy/move_out_request', '/nowhere', '/finance'])(
    'shows not-found at %s',
    (path) => {
      expect(resolve(all, path)).toBe('*')
    },
  )

  it.each([
    [{ complaints: true, expenses: true }, true, true],
    [{ complaints: false, expenses: true }, false, true],
    [{ complaints: true, expenses: false }, true, false],
    [{ complaints: false, expenses: false }, false, false],
  ])('with %o complaints exists: %s, expenses exists: %s', (modules, complaints, expenses) => {
    expect(resolve(modules, '/services/complaints') !== '*').toBe(complaints)
    expect(resolve(modules, '/finance/expenses') !== '*').toBe(expenses)
    expect(resolve(modules, '/finance/collections')).not.toBe('*')
  })
})
