import { readListQuery } from '../../app/core/listState/listQuery'
import { collectionFiltersOf } from '../collections/usePagedCollections'
import { customDateErrors, dashboardArgs, FIGURE_MODULES, readFilters, writeFilters } from './dashboardQuery'
import { tileLinks } from './tileLinks'

describe('the dashboard address', () => {
  it('reads properties and period, and falls back to this month on an unknown preset', () => {
    expect(readFilters(new URLSearchParams('property_ids=2,x,7&period=last_month'))).toEqual({
      propertyIds: [2, 7],
      period: 'last_month',
      fromDate: '',
      toDate: '',
    })
    expect(readFilters(new URLSearchParams('period=fortnight')).period).toBe('this_month')
  })

  it('writes only what differs from the default, and dates only for a custom period', () => {
    expect(
      writeFilters({
        propertyIds: [1, 2],
        period: 'last_month',
        fromDate: '2026-01-01',
        toDate: '',
      }).toString(),
    ).toBe('property_ids=1%2C2&period=last_month')
    expect(writeFilters({ propertyIds: [], period: 'this_month', fromDate: '', toDate: '' }).toString()).toBe(
      '',
    )
    expect(
      writeFilters({
        propertyIds: [],
        period: 'custom',
        fromDate: '2026-04-01',
        toDate: '2026-04-30',
      }).toString(),
    ).toBe('period=custom&from_date=2026-04-01&to_date=2026-04-30')
  })
})

describe('a custom period', () => {
  it('needs both days, the last not before the first, at most 366 days apart', () => {
    expect(customDateErrors({ fromDate: '', toDate: '' })).toEqual({
      fromDate: 'Choose the first day',
      toDate: 'Choose the last day',
    })
    expect(customDateErrors({ fromDate: '2026-05-02', toDate: '2026-05-01' })).toEqual({
      toDate: 'The last day cannot be before the first',
    })
    expect(customDateErrors({ fromDate: '2026-04-01', toDate: '2027-04-02' })).toEqual({})
    expect(customDateErrors({ fromDate: '2026-04-01', toDate: '2027-04-03' })).toEqual({
      toDate: 'Choose at most 366 days after the first day',
    })
  })

  it('is not asked for until its dates are right', () => {
    const custom = {
      propertyIds: [3],
      period: 'custom' as const,
      fromDate: '2026-05-02',
      toDate: '2026-05-01',
    }
    expect(dashboardArgs(custom, FIGURE_MODULES)).toBeNull()
    expect(dashboardArgs({ ...custom, toDate: '2026-05-31' }, ['occupancy', 'collections'])).toEqual({
      dataModules: 'occupancy,collections',
      propertyIds: '3',
      period: 'custom',
      fromDate: '2026-05-02',
      toDate: '2026-05-31',
    })
  })
})

describe('tile links', () => {
  const scope = { propertyIds: [1, 2], from: '2026-11-01', to: '2026-11-30', asOf: '2026-11-25' }

  it('open the list with the filter that reproduces the figure', () => {
    expect(tileLinks.ageing(scope, 'd31_60')).toBe(
      '/finance/collections?tab=due&ageing=d31_60&property_ids=1%2C2',
    )
    expect(tileLinks.fallingDue(scope)).toBe(
      '/finance/collections?tab=all&due_from=2026-11-01&due_to=2026-11-30&property_ids=1%2C2',
    )
    expect(tileLinks.freeing({ ...scope, propertyIds: [] }, 7)).toBe(
      '/occupancy/tenant?tab=on_notice&leaving_by=2026-12-02',
    )
    expect(tileLinks.complaintsBySla(scope, 'BREACHED')).toBe(
      '/services/complaints?sla=BREACHED&property=1%2C2',
    )
  })

  it('narrow single-property lists only when the dashboard shows one property', () => {
    expect(tileLinks.overduePasses(scope)).toBe('/services/attendance_and_outpass?tab=outpass&status=OVERDUE')
    expect(tileLinks.overduePasses({ ...scope, propertyIds: [2] })).toBe(
      '/services/attendance_and_outpass?tab=outpass&status=OVERDUE&property_id=2',
    )
  })
})

describe('the lists behind the tiles', () => {
  const scope = { propertyIds: [1, 2], from: '2026-11-01', to: '2026-11-30', asOf: '2026-11-25' }
  const collectionArgsOf = (link: string) =>
    collectionFiltersOf(readListQuery(new URL(link, 'http://roost.test').searchParams))

  it('ask the collections list for the tile’s own filter', () => {
    expect(collectionArgsOf(tileLinks.ageing(scope, 'd61_90'))).toEqual({
      status: 'due',
      propertyIds: '1,2',
      ageing: 'd61_90',
    })
    expect(collectionArgsOf(tileLinks.overdue(scope))).toEqual({
      status: 'due',
      propertyIds: '1,2',
      overdueOnly: true,
    })
    expect(collectionArgsOf(tileLinks.dueToday(scope))).toEqual({
      status: 'due',
      propertyIds: '1,2',
      dueFrom: '2026-11-25',
      dueTo: '2026-11-25',
    })
  })
})
