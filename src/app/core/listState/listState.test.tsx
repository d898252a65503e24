import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { cleanFilters, readListQuery, toListArgs, writeListQuery } from './listQuery'
import { useListState } from './useListState'

describe('list query rules (spec §5)', () => {
  it.each([
    ['', 1, 10],
    ['page=3&rowsPerPage=20', 3, 20],
    ['page=abc', 1, 10],
    ['page=0', 1, 10],
    ['page=-4', 1, 10],
    ['page=2.5', 1, 10],
    ['rowsPerPage=50', 1, 50],
    ['rowsPerPage=25', 1, 10],
    ['rowsPerPage=ten', 1, 10],
  ])('?%s reads as page %i, %i rows per page', (search, page, rowsPerPage) => {
    expect(readListQuery(new URLSearchParams(search))).toMatchObject({ page, rowsPerPage })
  })

  it('reads the tab, falling back to the default, and the rest as filters without empties', () => {
    expect(readListQuery(new URLSearchParams('status=due&search=&property=4'), 'due')).toEqual({
      page: 1,
      rowsPerPage: 10,
      tab: 'due',
      filters: { status: 'due', property: '4' },
    })
    expect(readListQuery(new URLSearchParams('tab=received'), 'due').tab).toBe('received')
  })

  it('drops empty and null values from filter queries', () => {
    expect(cleanFilters({ a: '', b: null, c: undefined, d: '  ', e: 0, f: false, g: 'x' })).toEqual({
      e: '0',
      f: 'false',
      g: 'x',
    })
  })

  it('writes the canonical address and turns a page into offset and limit', () => {
    const query = { page: 3, rowsPerPage: 20 as const, tab: 'due', filters: { property: '4' } }
    expect(writeListQuery({ ...query, filters: { ...query.filters, search: '' } }).toString()).toBe(
      'page=3&rowsPerPage=20&tab=due&property=4',
    )
    expect(toListArgs(query)).toEqual({ offset: 40, limit: 20, property: '4' })
  })
})

function Probe() {
  const list = useListState({ defaultTab: 'due' })
  return (
    <div>
      <p>
        page {list.page}, rows {list.rowsPerPage}, tab {list.tab}, filters {JSON.stringify(list.filters)}
      </p>
      <button onClick={() => list.setPage(list.page + 1)}>Next</button>
      <button onClick={() => list.setRowsPerPage(50)}>Fifty</button>
      <button onClick={() => list.setTab('received')}>Received</button>
      <button onClick={() => list.setFilters({ search: 'priya', property: null })}>Search</button>
    </div>
  )
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], {
    initialEntries: ['/start', url],
    initialIndex: 1,
  })
  render(<RouterProvider router={router} />)
  return router
}

describe('useListState', () => {
  it('rewrites an address that differs from its corrected form, replacing the history entry', async () => {
    const router = renderAt('/list?page=-2&rowsPerPage=7&property=4&search=')
    expect(await screen.findByText('page 1, rows 10, tab due, filters {"property":"4"}')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?page=1&rowsPerPage=10&tab=due&property=4')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('leaves a correct address alone', async () => {
    const router = renderAt('/list?rowsPerPage=20&page=2&tab=due')
    expect(await screen.findByText(/page 2, rows 20/)).toBeInTheDocument()
    expect(router.state.historyAction).toBe('POP')
    expect(router.state.location.search).toBe('?rowsPerPage=20&page=2&tab=due')
  })

  it('pages, resizes, switches tab and filters through the address, back to page 1 when the set changes', async () => {
    const router = renderAt('/list?page=2&rowsPerPage=10&tab=due&property=4')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Next' }))
    expect(router.state.location.search).toBe('?page=3&rowsPerPage=10&tab=due&property=4')
    expect(router.state.historyAction).toBe('PUSH')
    await user.click(screen.getByRole('button', { name: 'Fifty' }))
    expect(router.state.location.search).toBe('?page=1&rowsPerPage=50&tab=due&property=4')
    await user.click(screen.getByRole('button', { name: 'Received' }))
    expect(screen.getByText(/tab received/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(router.state.location.search).toBe('?page=1&rowsPerPage=50&tab=received&search=priya')
    await act(() => router.navigate(-1))
    expect(screen.getByText(/tab received, filters \{"property":"4"\}/)).toBeInTheDocument()
  })
})
