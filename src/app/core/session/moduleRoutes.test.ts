import { moduleRoutes, type ModuleFlag } from './moduleRoutes'

const flag = (module_type: string, is_enabled: boolean, is_active_data: boolean): ModuleFlag => ({
  module_type,
  is_enabled,
  is_active_data,
})

describe('module flags decide the conditional areas (spec §2)', () => {
  it('keeps both areas when there are no flags, or they failed to load', () => {
    expect(moduleRoutes(undefined)).toEqual({ complaints: true, expenses: true })
    expect(moduleRoutes([])).toEqual({ complaints: true, expenses: true })
  })

  it.each([
    [true, false, true],
    [true, true, true],
    [false, false, false],
    [false, true, false],
  ])('complaint flag enabled=%s active=%s → complaints %s', (enabled, active, shown) => {
    expect(moduleRoutes([flag('complaint', enabled, active)]).complaints).toBe(shown)
  })

  it.each([
    [true, false, true],
    [true, true, true],
    [false, true, true],
    [false, false, false],
  ])('expense flag enabled=%s active=%s → expenses %s', (enabled, active, shown) => {
    expect(moduleRoutes([flag('expense', enabled, active)]).expenses).toBe(shown)
  })

  it('reads each module from its own flag', () => {
    expect(moduleRoutes([flag('expense', false, false), flag('complaint', true, false)])).toEqual({
      complaints: true,
      expenses: false,
    })
  })
})
