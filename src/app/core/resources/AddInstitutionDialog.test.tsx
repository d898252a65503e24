import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupMswServer } from '../../../testing/mswServer'
import { renderWithProviders } from '../../../testing/renderWithProviders'
import { AddInstitutionDialog } from './AddInstitutionDialog'
import { newResourcesSentLog, resourcesHandlers } from './resourceHandlers'

const server = setupMswServer()

it('offers the existing college when the server says it is already there, and picks it', async () => {
  const sent = newResourcesSentLog()
  server.use(...resourcesHandlers(sent))
  const used: { id: number; name: string }[] = []
  renderWithProviders(
    <AddInstitutionDialog
      open
      onClose={() => undefined}
      onAdded={() => undefined}
      onUseExisting={(existing) => used.push(existing)}
    />,
  )
  const form = within(screen.getByRole('form', { name: 'Add a college' }))
  await userEvent.type(form.getByRole('textbox', { name: /College name/ }), 'CHRIST  university')
  await form.findByRole('option', { name: 'Bengaluru, Karnataka' })
  await userEvent.selectOptions(form.getByRole('combobox', { name: /City/ }), 'Bengaluru, Karnataka')
  await userEvent.click(form.getByRole('button', { name: 'Add college' }))
  await waitFor(() => expect(sent.institutionsCreated).toHaveLength(1))
  await waitFor(() =>
    expect(form.getByRole('textbox', { name: /College name/ })).toHaveAccessibleDescription(
      'Christ University, Bengaluru is already in the list (institution 3).',
    ),
  )
  await userEvent.click(form.getByRole('button', { name: 'Use Christ University' }))
  expect(used).toEqual([{ id: 3, name: 'Christ University' }])
})
