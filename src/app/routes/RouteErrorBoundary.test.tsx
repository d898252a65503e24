import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { ports } from '../core/ports'
import { makeStore } from '../core/store'
import { RouteErrorBoundary } from './RouteErrorBoundary'
import { buildRoutes } from './routes'

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

  it("leaves failures outside a screen to the router's own fallback", () => {
    const [root] = buildRoutes({ complaints: true, expenses: true })
    expect(root.errorElement).toBeUndefined()
    const router = createMemoryRouter(
      [{ path: root.path, element: root.element, children: [{ index: true, element: <Broken /> }] }],
      {
        initialEntries: ['/'],
      },
    )
    render(
      <Provider store={makeStore()}>
        <RouterProvider router={router} />
      </Provider>,
    )
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: /reading "beds"/ })).toBeInTheDocument()
  })
})
