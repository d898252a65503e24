import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router-dom'
import { ports } from '../core/ports'
import { RouteErrorBoundary } from './RouteErrorBoundary'
import { AppErrorFallback } from './AppErrorFallback'

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading "beds")')
}

const user = { id: 1, name: 'Rohan Deshmukh', brand: 'Roost Demo Stays', phone_no: '9845012345' }

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined))

describe('render failures (spec §2, §8)', () => {
  it('show the error screen with a timestamp id, report with user context, and lead to the dashboard', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_763_800_000_000)
    const report = jest.spyOn(ports.errorReporting, 'report')
    const router = createMemoryRouter(
      [
        {
          path: '/broken',
          element: (
            <RouteErrorBoundary user={user}>
              <Broken />
            </RouteErrorBoundary>
          ),
        },
        { path: '/dashboard', element: <h1>Dashboard</h1> },
      ],
      { initialEntries: ['/broken'] },
    )
    render(<RouterProvider router={router} />)
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByText(/1763800000000/)).toBeInTheDocument()
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('beds') }),
      expect.objectContaining({ errorId: '1763800000000', user }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }))
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
  })

  it("shows the router's own fallback for failures outside a screen, reported, and clears it on a new address", async () => {
    const report = jest.spyOn(ports.errorReporting, 'report')
    function BrokenUntilAway() {
      const { pathname } = useLocation()
      if (pathname === '/broken') throw new Error('Cannot read properties of undefined (reading "beds")')
      return <h1>Dashboard</h1>
    }
    function GoAway() {
      const navigate = useNavigate()
      return (
        <button type="button" onClick={() => navigate('/dashboard')}>
          Away
        </button>
      )
    }
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <GoAway />
        <AppErrorFallback user={user}>
          <BrokenUntilAway />
        </AppErrorFallback>
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: /reading "beds"/ })).toBeInTheDocument()
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('beds') }),
      expect.objectContaining({ user }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Away' }))
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument()
  })
})
