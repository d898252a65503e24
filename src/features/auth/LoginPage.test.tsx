import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { MemoryRouter } from 'react-router-dom'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { setupMswServer } from '../../testing/mswServer'
import LoginPage from './LoginPage'

const server = setupMswServer()

describe('sign-in', () => {
  it('sends the country headers with the code request (spec §7: country calls)', async () => {
    const requests: Request[] = []
    server.use(
      http.get('http://localhost/access/api/v1/otp/:phone', ({ request }) => {
        requests.push(request)
        return HttpResponse.json({
          data: {
            id: 'req-1',
            channel: 'SMS',
            phone_number_masked: '+91 98XXX XX345',
            code_length: 6,
            expires_in_seconds: 300,
            resend_after_seconds: 60,
          },
        })
      }),
    )
    renderWithProviders(
      <MemoryRouter>
        <LoginPage />
      </MemoryRouter>,
    )
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), '9845012345')
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByRole('heading', { name: 'Enter the code' })).toBeInTheDocument()
    expect(screen.getByText('+91 98XXX XX345')).toBeInTheDocument()
    expect(new URL(requests[0].url).pathname).toBe('/access/api/v1/otp/9845012345')
    expect(requests[0].headers.get('X-Country-Code')).toBe('+91')
    expect(requests[0].headers.get('X-Country-Iso')).toBe('IN')
    expect(requests[0].headers.get('X-User-Type')).toBe('operator')
  })
})
