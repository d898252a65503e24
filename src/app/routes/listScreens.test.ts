import { DEFAULT_TAB } from '../../features/tenants/tenantLabels'
import { correctedListAddress, defaultTabOf, screenLink } from './listScreens'
import { PATHS } from './paths'

describe('list screens', () => {
  it('link to their first page and default tab; other screens link to their path', () => {
    expect(screenLink(PATHS.collections)).toBe('/finance/collections?page=1&rowsPerPage=10&tab=due')
    expect(screenLink(PATHS.properties)).toBe('/properties?page=1&rowsPerPage=10')
    expect(screenLink(PATHS.dashboard)).toBe('/dashboard')
  })

  it('correct an address as the screen would (spec §5), and leave a correct one alone', () => {
    expect(correctedListAddress(PATHS.collections, '?page=0&rowsPerPage=7&tab=received&month=2026-11')).toBe(
      '/finance/collections?page=1&rowsPerPage=10&tab=received&month=2026-11',
    )
    expect(correctedListAddress(PATHS.collections, '?page=3&rowsPerPage=20&tab=due')).toBeNull()
    expect(correctedListAddress(PATHS.dashboard, '?page=0')).toBeNull()
  })

  it('open the tenants list on the tab its page defaults to', () => {
    expect(defaultTabOf(PATHS.tenants)).toBe(DEFAULT_TAB)
  })
})
