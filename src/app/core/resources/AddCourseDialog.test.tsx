import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupMswServer } from '../../../testing/mswServer'
import { renderWithProviders } from '../../../testing/renderWithProviders'
import { AddCourseDialog } from './AddCourseDialog'
import { newResourcesSentLog, resourcesHandlers } from './resourceHandlers'

const server = setupMswServer()

it('keeps the missing name and level marked until they are given, then adds the course', async () => {
  const sent = newResourcesSentLog()
  server.use(...resourcesHandlers(sent))
  const added: string[] = []
  renderWithProviders(
    <AddCourseDialog
      institution={{ id: 3, name: 'Christ University' }}
      onClose={() => undefined}
      onAdded={(course) => added.push(course.name)}
    />,
  )
  const form = within(screen.getByRole('form', { name: 'Add a course' }))
  await userEvent.click(form.getByRole('button', { name: 'Add course' }))
  const name = form.getByRole('textbox', { name: /Course name/ })
  const level = form.getByRole('combobox', { name: /Level/ })
  await waitFor(() => expect(name).toHaveAccessibleDescription(/Enter the course’s name$/))
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(name).toHaveAccessibleDescription(/Enter the course’s name$/)
  expect(level).toHaveAccessibleDescription('Choose the level')
  await userEvent.type(name, 'BSc Data Science')
  await userEvent.selectOptions(level, 'Undergraduate')
  await userEvent.click(form.getByRole('button', { name: 'Add course' }))
  await waitFor(() => expect(added).toEqual(['BSc Data Science']))
  expect(sent.coursesCreated).toEqual([
    { id: 3, body: { name: 'BSc Data Science', level: 'UG', duration_years: null } },
  ])
})
