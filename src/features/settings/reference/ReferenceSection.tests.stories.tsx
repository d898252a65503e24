import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  newResourcesSentLog,
  REFUSED_CITY_ID,
  resourcesHandlers,
  type ResourcesSentLog,
} from '../../../app/core/resources/resourceHandlers'
import { findModalForm } from '../../../testing/storyDialogs'
import { withAppProviders } from '../../../testing/storyProviders'
import { expectToast } from '../../../testing/storyToasts'
import { ReferenceHarness } from './ReferenceHarness'

const sent: ResourcesSentLog = newResourcesSentLog()

const meta = {
  title: 'Features/Settings/Reference data/Tests',
  component: ReferenceHarness,
  decorators: [withAppProviders({ path: '/settings', url: '/settings?tab=reference' })],
  beforeEach({ msw }) {
    Object.assign(sent, newResourcesSentLog())
    msw.use(...resourcesHandlers(sent))
  },
} satisfies Meta<typeof ReferenceHarness>

export default meta
type Story = StoryObj<typeof meta>

const body = () => within(document.body)

async function table(canvasElement: HTMLElement, name: string) {
  return within(await within(canvasElement).findByRole('table', { name }))
}

async function openAddCollege(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add a college' }))
  return findModalForm('Add a college')
}

export const BrowsesEveryList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const colleges = await table(canvasElement, 'Colleges')
    await colleges.findByText('Christ University')
    await expect(colleges.getByText('U-0214')).toBeVisible()
    const own = colleges.getByText('Bluebell Institute of Hotel Management').closest('tr')!
    await expect(within(own).getByText('Added by you')).toBeVisible()

    await userEvent.click(canvas.getByRole('tab', { name: 'States' }))
    const states = await table(canvasElement, 'States')
    const karnataka = (await states.findByText('Karnataka')).closest('tr')!
    await expect(within(karnataka).getByText('29')).toBeVisible()

    await userEvent.click(canvas.getByRole('tab', { name: 'Cities' }))
    const cities = await table(canvasElement, 'Cities')
    const gurugram = (await cities.findByText('Gurugram')).closest('tr')!
    await expect(within(gurugram).getByText('Haryana')).toBeVisible()
    await expect(within(gurugram).getByText('06')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }))
    await expect(await cities.findByText('Faridabad')).toBeVisible()
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search cities' }), 'guru')
    await waitFor(() => expect(cities.queryByText('Faridabad')).toBeNull())
    await expect(cities.getByText('Gurugram')).toBeVisible()

    await userEvent.click(canvas.getByRole('tab', { name: 'Countries' }))
    const countries = await table(canvasElement, 'Countries')
    const india = (await countries.findByText('India')).closest('tr')!
    await expect(within(india).getByText('+91')).toBeVisible()
    await expect(within(india).getByText('INR (₹)')).toBeVisible()
    await expect(within(india).getByText('2')).toBeVisible()

    await userEvent.click(canvas.getByRole('tab', { name: 'Tax types' }))
    const taxes = await table(canvasElement, 'Tax types')
    const gst = (await taxes.findByText(/Goods and Services Tax/)).closest('tr')!
    await expect(within(gst).getByText('Default')).toBeVisible()
    await expect(within(gst).getByText('0%, 5%, 12%, 18%')).toBeVisible()
  },
}

export const SearchesCollegesByNameAndCity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const colleges = await table(canvasElement, 'Colleges')
    await colleges.findByText('Christ University')
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search colleges' }), 'college')
    await waitFor(() => expect(sent.institutionQueries.at(-1)?.get('name')).toBe('college'))
    await waitFor(() => expect(colleges.queryByText('Christ University')).toBeNull())
    await expect(colleges.getByText('Fergusson College')).toBeVisible()
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'City' }), 'Pune')
    await waitFor(() => expect(sent.institutionQueries.at(-1)?.get('city_id')).toBe('3'))
    await waitFor(() => expect(colleges.queryByText('St. Joseph’s College')).toBeNull())
    await expect(colleges.getByText('Fergusson College')).toBeVisible()
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Added by' }), 'Added by you')
    await expect(await colleges.findByText('Nothing matches this search')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }))
    await expect(await colleges.findByText('Christ University')).toBeVisible()
  },
}

export const AddsACollege: Story = {
  play: async ({ canvasElement }) => {
    const colleges = await table(canvasElement, 'Colleges')
    await colleges.findByText('Christ University')
    const form = await openAddCollege(canvasElement)
    await userEvent.type(form.getByRole('textbox', { name: /College name/ }), '  Mount  Carmel College ')
    await form.findByRole('option', { name: 'Bengaluru, Karnataka' })
    await userEvent.selectOptions(form.getByRole('combobox', { name: /City/ }), 'Bengaluru, Karnataka')
    await userEvent.type(form.getByRole('textbox', { name: /AISHE code/ }), 'c-12345')
    await userEvent.click(form.getByRole('button', { name: 'Add college' }))
    await waitFor(() =>
      expect(sent.institutionsCreated).toEqual([
        { name: 'Mount Carmel College', city_id: 1, type: 'COLLEGE', aishe_code: 'C-12345' },
      ]),
    )
    await expectToast('Mount Carmel College added')
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Add a college' })).toBeNull())
    const row = (await colleges.findByText('Mount Carmel College')).closest('tr')!
    await expect(within(row).getByText('Added by you')).toBeVisible()
    await expect(within(row).getByText('C-12345')).toBeVisible()
  },
}

export const DuplicateCollegeOffersTheExistingOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await (await table(canvasElement, 'Colleges')).findByText('Christ University')
    const form = await openAddCollege(canvasElement)
    await userEvent.type(form.getByRole('textbox', { name: /College name/ }), 'CHRIST  university')
    await form.findByRole('option', { name: 'Bengaluru, Karnataka' })
    await userEvent.selectOptions(form.getByRole('combobox', { name: /City/ }), 'Bengaluru, Karnataka')
    await userEvent.click(form.getByRole('button', { name: 'Add college' }))
    const name = form.getByRole('textbox', { name: /College name/ })
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        'Christ University, Bengaluru is already in the list (institution 3).',
      ),
    )
    await expect(name).toHaveValue('CHRIST  university')
    await userEvent.click(form.getByRole('button', { name: 'Use Christ University' }))
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Add a college' })).toBeNull())
    await waitFor(() =>
      expect(canvas.getByRole('searchbox', { name: 'Search colleges' })).toHaveValue('Christ University'),
    )
    await waitFor(() => expect(sent.institutionQueries.at(-1)?.get('name')).toBe('Christ University'))
  },
}

export const ChecksTheCollegeForm: Story = {
  play: async ({ canvasElement }) => {
    const form = await openAddCollege(canvasElement)
    await userEvent.click(form.getByRole('button', { name: 'Add college' }))
    await expect(await form.findByText('Enter the college’s name')).toBeVisible()
    await expect(form.getByRole('combobox', { name: /City/ })).toHaveAccessibleDescription('Choose the city')
    await userEvent.type(form.getByRole('textbox', { name: /College name/ }), 'Warangal Institute')
    await userEvent.type(form.getByRole('textbox', { name: /AISHE code/ }), 'X-12')
    await userEvent.click(form.getByRole('button', { name: 'Add college' }))
    await expect(await form.findByText('An AISHE code is C- or U- then digits, e.g. C-41352')).toBeVisible()
    await expect(sent.institutionsCreated).toHaveLength(0)

    await userEvent.clear(form.getByRole('textbox', { name: /AISHE code/ }))
    await waitFor(() => expect(form.getByRole('combobox', { name: /City/ })).toBeEnabled())
    await userEvent.selectOptions(form.getByRole('combobox', { name: /City/ }), String(REFUSED_CITY_ID))
    await userEvent.click(form.getByRole('button', { name: 'Add college' }))
    await waitFor(() =>
      expect(form.getByRole('combobox', { name: /City/ })).toHaveAccessibleDescription(
        'Choose a city from the list.',
      ),
    )
    await expect(sent.institutionsCreated).toHaveLength(1)
    await expect(form.getByRole('textbox', { name: /College name/ })).toHaveValue('Warangal Institute')
  },
}

export const AddsACourseToACollege: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Courses of Christ University' }))
    const courses = await table(canvasElement, 'Courses')
    await courses.findByText('BCom')
    await expect(canvas.getByRole('heading', { name: 'Courses of Christ University' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Add a course' }))
    const form = await findModalForm('Add a course')
    await userEvent.click(form.getByRole('button', { name: 'Add course' }))
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: /Course name/ })).toHaveAccessibleDescription(
        /Enter the course’s name$/,
      ),
    )
    await waitFor(() =>
      expect(form.getByRole('combobox', { name: /Level/ })).toHaveAccessibleDescription('Choose the level'),
    )
    await userEvent.type(form.getByRole('textbox', { name: /Course name/ }), 'BSc Data Science')
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Level/ }), 'Undergraduate')
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Usual length/ }), '3 years')
    await userEvent.click(form.getByRole('button', { name: 'Add course' }))
    await waitFor(() =>
      expect(sent.coursesCreated).toEqual([
        { id: 3, body: { name: 'BSc Data Science', level: 'UG', duration_years: 3 } },
      ]),
    )
    const row = (await courses.findByText('BSc Data Science')).closest('tr')!
    await expect(within(row).getByText('Added by you')).toBeVisible()
  },
}

export const DuplicateCourseOffersTheExistingOne: Story = {
  parameters: {
    route: { url: '/settings?tab=reference&list=courses&institution=3&college=Christ%20University' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await (await table(canvasElement, 'Courses')).findByText('BCom')
    await userEvent.click(canvas.getByRole('button', { name: 'Add a course' }))
    const form = await findModalForm('Add a course')
    await userEvent.type(form.getByRole('textbox', { name: /Course name/ }), 'b com')
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Level/ }), 'Undergraduate')
    await userEvent.click(form.getByRole('button', { name: 'Add course' }))
    await expect(await form.findByRole('button', { name: 'Use BCom' })).toBeVisible()
    await expect(form.getByRole('textbox', { name: /Course name/ })).toHaveAccessibleDescription(
      /e\.g\. BCom.*Christ University already lists BCom \(course 12\)\./,
    )
    await userEvent.click(form.getByRole('button', { name: 'Use BCom' }))
    await waitFor(() => expect(canvas.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('BCom'))
    await userEvent.click(canvas.getByRole('button', { name: 'All colleges' }))
    await expect(await canvas.findByRole('table', { name: 'Colleges' })).toBeVisible()
  },
}
