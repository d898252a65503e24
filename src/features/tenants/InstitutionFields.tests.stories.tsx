import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  newResourcesSentLog,
  resourcesHandlers,
  type ResourcesSentLog,
} from '../../app/core/resources/resourceHandlers'
import { findModalForm } from '../../testing/storyDialogs'
import { withAppProviders } from '../../testing/storyProviders'
import { InstitutionFields } from './PlacementFields'

const sent: ResourcesSentLog = newResourcesSentLog()

/** The pickers as the tenant forms hold them: a college and a course, the course cleared with a new college. */
function Pickers() {
  const [institution, setInstitution] = useState('')
  const [course, setCourse] = useState('')
  return (
    <form aria-label="Student">
      <InstitutionFields
        institution={{
          value: institution,
          onChange: (value) => {
            setInstitution(value)
            setCourse('')
          },
          onBlur: () => undefined,
        }}
        course={{ value: course, onChange: setCourse, onBlur: () => undefined }}
      />
    </form>
  )
}

const meta = {
  title: 'Features/Tenants/College pickers/Tests',
  component: Pickers,
  decorators: [withAppProviders()],
  beforeEach({ msw }) {
    Object.assign(sent, newResourcesSentLog())
    msw.use(...resourcesHandlers(sent))
  },
} satisfies Meta<typeof Pickers>

export default meta
type Story = StoryObj<typeof meta>

export const OffersTheOperatorsOwnColleges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const college = canvas.getByRole('combobox', { name: 'College' })
    await waitFor(() =>
      expect(
        within(college).getByRole('option', {
          name: 'Bluebell Institute of Hotel Management (added by you)',
        }),
      ).toBeTruthy(),
    )
    await userEvent.selectOptions(college, 'Bluebell Institute of Hotel Management (added by you)')
    const course = canvas.getByRole('combobox', { name: 'Course' })
    await waitFor(() =>
      expect(within(course).getByRole('option', { name: 'Diploma in Bakery (added by you)' })).toBeTruthy(),
    )
  },
}

export const AddsTheTypedNameAsANewCollegeAndChoosesIt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find a college' }), 'Mount Carmel College')
    await waitFor(() => expect(sent.institutionQueries.at(-1)?.get('name')).toBe('Mount Carmel College'))
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Add ‘Mount Carmel College’ as a new college' }),
    )
    const form = await findModalForm('Add a college')
    await expect(form.getByRole('textbox', { name: /College name/ })).toHaveValue('Mount Carmel College')
    await form.findByRole('option', { name: 'Bengaluru, Karnataka' })
    await userEvent.selectOptions(form.getByRole('combobox', { name: /City/ }), 'Bengaluru, Karnataka')
    await userEvent.click(form.getByRole('button', { name: 'Add college' }))
    await waitFor(() => expect(sent.institutionsCreated).toHaveLength(1))
    const college = canvas.getByRole('combobox', { name: 'College' })
    await waitFor(() =>
      expect(
        within(college).getByRole('option', { name: 'Mount Carmel College (added by you)' }),
      ).toHaveProperty('selected', true),
    )
    await expect(canvas.queryByRole('button', { name: /as a new college/ })).toBeNull()

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Course' }), 'Add a course…')
    const courseForm = await findModalForm('Add a course')
    await userEvent.type(courseForm.getByRole('textbox', { name: /Course name/ }), 'BCom')
    await userEvent.selectOptions(courseForm.getByRole('combobox', { name: /Level/ }), 'Undergraduate')
    await userEvent.click(courseForm.getByRole('button', { name: 'Add course' }))
    const course = canvas.getByRole('combobox', { name: 'Course' })
    await waitFor(() =>
      expect(within(course).getByRole('option', { name: 'BCom (added by you)' })).toHaveProperty(
        'selected',
        true,
      ),
    )
  },
}

export const UsesTheExistingCollegeOnADuplicate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find a college' }), 'Christ Univ')
    await userEvent.click(await canvas.findByRole('button', { name: 'Add ‘Christ Univ’ as a new college' }))
    const form = await findModalForm('Add a college')
    await userEvent.type(form.getByRole('textbox', { name: /College name/ }), 'ersity')
    await form.findByRole('option', { name: 'Bengaluru, Karnataka' })
    await userEvent.selectOptions(form.getByRole('combobox', { name: /City/ }), 'Bengaluru, Karnataka')
    await userEvent.click(form.getByRole('button', { name: 'Add college' }))
    await userEvent.click(await form.findByRole('button', { name: 'Use Christ University' }))
    const college = canvas.getByRole('combobox', { name: 'College' })
    await waitFor(() =>
      expect(within(college).getByRole('option', { name: 'Christ University' })).toHaveProperty(
        'selected',
        true,
      ),
    )
  },
}
