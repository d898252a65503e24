import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { today } from '../../app/core/today'
import { formatDate } from '../../design-system/format/formatDate'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import FoodPage from './FoodPage'
import { nextMonday, shiftDays } from './menuDates'
import { menuHandlers, newMenuSentLog } from './menuHandlers'

const PATH = '/food-management'
const sent = newMenuSentLog()

const meta = {
  title: 'Features/Food/Menu and setup/Tests',
  component: FoodPage,
  decorators: [withAppProviders({ path: PATH, url: `${PATH}?tab=menu` })],
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    Object.assign(sent, newMenuSentLog())
    msw.use(...menuHandlers(sent))
  },
} satisfies Meta<typeof FoodPage>

export default meta
type Story = StoryObj<typeof meta>

const SETUP = { route: { url: `${PATH}?tab=setup` } }
const body = () => within(document.body)
/** A sheet's form: its chunk loads on first use, which takes a while on a busy machine. */
const sheetForm = async (name: string) => within(await body().findByRole('form', { name }, { timeout: 5000 }))
const pageForm = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('form', { name }, { timeout: 5000 }))

async function retype(field: HTMLElement, value: string) {
  await userEvent.clear(field)
  await userEvent.type(field, value)
}

export const EditsACellFromADay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = await canvas.findByRole('table', { name: /Weekly menu on/ })
    await expect(within(grid).getByRole('columnheader', { name: 'Breakfast' })).toBeVisible()
    await expect(within(grid).getByRole('rowheader', { name: 'Sunday' })).toBeVisible()
    await expect(within(grid).getByText('Sunday biryani')).toBeVisible()
    await expect(within(grid).getByText('Not served')).toBeVisible()
    await expect(canvas.getByLabelText('Menu version')).toHaveValue('2026-11-02')

    await userEvent.click(within(grid).getByRole('button', { name: 'Edit Monday breakfast' }))
    const form = await sheetForm('Edit Monday breakfast')
    await expect(body().getByText(/days before it keep the menu they had/)).toBeVisible()
    await expect(await form.findByRole('checkbox', { name: 'Poha' })).toBeChecked()
    // The slot's own dishes show at once; the rest of the meal's dishes arrive with the list.
    await userEvent.click(await form.findByRole('checkbox', { name: 'Idli sambar' }))
    await userEvent.click(form.getByRole('checkbox', { name: 'Special' }))
    await expect(form.getByRole('switch', { name: 'Served on Mondays' })).toBeChecked()
    const from = shiftDays(today(), 7)
    await retype(form.getByLabelText(/^From/), from)
    await userEvent.click(form.getByRole('button', { name: 'Save menu' }))

    await waitFor(() =>
      expect(sent.menus).toEqual([
        {
          property_id: 1,
          effective_from: from,
          entries: [
            { week_day: 1, meal_category_id: 1, food_item_ids: [11, 12], is_special: true, is_active: true },
          ],
        },
      ]),
    )
    await expectToast(`Menu saved from ${formatDate(from)}`)
    await expect(sent.options).toEqual([])
  },
}

export const RefusesAPastStartDay: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit Wednesday dinner' }))
    const form = await sheetForm('Edit Wednesday dinner')
    await retype(form.getByLabelText(/^From/), shiftDays(today(), -1))
    await userEvent.click(form.getByRole('button', { name: 'Save menu' }))
    await expect(await form.findByText(/past days keep their menu/)).toBeVisible()
    await expect(sent.menus).toEqual([])
  },
}

export const AddsADishAfterTheServerRefusesItsName: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit Monday breakfast' }))
    const cell = await sheetForm('Edit Monday breakfast')
    await userEvent.click(await cell.findByRole('button', { name: 'Add a dish' }))
    const form = await sheetForm('Add a dish')
    await expect(form.getByRole('checkbox', { name: 'Breakfast' })).toBeChecked()
    await userEvent.type(form.getByLabelText(/Dish name/), 'poha')
    await userEvent.selectOptions(form.getByLabelText(/^Diet/), 'VEG')
    await userEvent.click(form.getByRole('button', { name: 'Save dish' }))
    await waitFor(() =>
      expect(form.getByLabelText(/Dish name/)).toHaveAccessibleDescription(
        /You already have a dish named Poha/,
      ),
    )
    await expect(sent.dishes[0]).toEqual({
      name: 'poha',
      diet: 'VEG',
      meal_types: ['BREAKFAST'],
      allergens: [],
      cost_per_plate_paise: null,
    })

    await retype(form.getByLabelText(/Dish name/), 'Masala dosa')
    await userEvent.click(form.getByRole('checkbox', { name: 'Peanuts' }))
    await userEvent.type(form.getByLabelText(/Cost per plate/), '28')
    await userEvent.click(form.getByRole('button', { name: 'Save dish' }))
    await waitFor(() =>
      expect(sent.dishes[1]).toEqual({
        name: 'Masala dosa',
        diet: 'VEG',
        meal_types: ['BREAKFAST'],
        allergens: ['PEANUTS'],
        cost_per_plate_paise: 2800,
      }),
    )
    await expectToast('Masala dosa saved')
  },
}

export const CopiesAPastWeekFromAMonday: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Copy a week' }))
    const form = await sheetForm('Copy a week')
    const copyFrom = shiftDays(today(), -7)
    await expect(form.getByLabelText(/Copy the menu in force on/)).toHaveValue(copyFrom)
    await expect(
      await form.findByRole('table', { name: /The menu from 02\/11\/2026, in force on/ }),
    ).toBeVisible()

    const monday = nextMonday(shiftDays(today(), 1))
    await retype(form.getByLabelText(/New menu starts on/), shiftDays(monday, 1))
    await userEvent.click(form.getByRole('button', { name: 'Copy the week' }))
    await expect(await form.findByText('Choose a Monday')).toBeVisible()
    await expect(sent.menus).toEqual([])

    await retype(form.getByLabelText(/New menu starts on/), monday)
    await userEvent.click(form.getByRole('button', { name: 'Copy the week' }))
    await waitFor(() =>
      expect(sent.menus).toEqual([{ property_id: 1, effective_from: monday, copy_from: copyFrom }]),
    )
    await expectToast(`Menu saved from ${formatDate(monday)}`)
  },
}

export const SwitchesSaturdayDinnerOff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const saturday = await canvas.findByRole('switch', { name: 'Dinner on Saturday' })
    await expect(saturday).toBeChecked()
    await expect(canvas.getByRole('switch', { name: 'Dinner on Sunday' })).not.toBeChecked()
    saturday.focus()
    await userEvent.keyboard(' ')
    await waitFor(() =>
      expect(sent.options).toEqual([
        {
          id: 164,
          property_id: 1,
          week_day: 6,
          meal_category_id: 4,
          is_active: false,
          is_special: false,
          note: null,
        },
      ]),
    )
    await expectToast('Dinner not served on Saturdays')
  },
}

export const SavesTheSetupOnceTheWindowIsFixed: Story = {
  parameters: SETUP,
  play: async ({ canvasElement }) => {
    const form = await pageForm(canvasElement, 'Food setup')
    await expect(form.getByLabelText(/Breakfast skip cut-off/)).toHaveAccessibleDescription(
      'Skips close at 9:00 pm the day before',
    )
    await retype(form.getByLabelText(/Dinner ends/), '19:30')
    await userEvent.click(form.getByRole('button', { name: 'Save food setup' }))
    await expect(form.getByLabelText(/Dinner ends/)).toHaveAccessibleDescription(/End after the start time/)
    await expect(sent.setups).toEqual([])

    await retype(form.getByLabelText(/Dinner ends/), '22:00')
    await retype(form.getByLabelText(/Dinner skip cut-off/), '120')
    await expect(form.getByLabelText(/Dinner skip cut-off/)).toHaveAccessibleDescription(
      'Skips close at 6:00 pm the same day',
    )
    await userEvent.click(form.getByRole('switch', { name: 'Snacks served' }))
    await userEvent.selectOptions(form.getByLabelText(/^Billing/), 'PER_MEAL')
    await expect(form.queryByLabelText(/Monthly price/)).toBeNull()
    await userEvent.click(form.getByRole('checkbox', { name: 'Jain' }))
    await userEvent.click(form.getByRole('button', { name: 'Save food setup' }))

    await waitFor(() => expect(sent.setups).toHaveLength(1))
    await expect(sent.setups[0]).toEqual({
      is_enabled: true,
      billing_mode: 'PER_MEAL',
      monthly_price_paise: null,
      rebate_per_day_paise: null,
      diets: ['VEG', 'NON_VEG', 'EGG', 'JAIN'],
      meals: [
        {
          meal_type: 'BREAKFAST',
          is_enabled: true,
          start_time: '07:30',
          end_time: '09:30',
          price_paise: 5000,
          skip_cutoff_minutes: 630,
        },
        {
          meal_type: 'LUNCH',
          is_enabled: true,
          start_time: '12:30',
          end_time: '14:00',
          price_paise: 8000,
          skip_cutoff_minutes: 180,
        },
        {
          meal_type: 'SNACKS',
          is_enabled: true,
          start_time: '17:00',
          end_time: '18:00',
          price_paise: 3000,
          skip_cutoff_minutes: 180,
        },
        {
          meal_type: 'DINNER',
          is_enabled: true,
          start_time: '20:00',
          end_time: '22:00',
          price_paise: 8000,
          skip_cutoff_minutes: 120,
        },
      ],
    })
    await expectToast('Food setup saved for Sunrise PG, Koramangala')
  },
}

export const ShowsTheServersRefusalOnTheMeal: Story = {
  parameters: SETUP,
  beforeEach({ msw }) {
    msw.use(
      http.put('*/food/api/v1/operator/setup/:id', () =>
        HttpResponse.json(
          {
            message: 'Check the dinner window',
            errors: [{ field: 'body.meals[3].start_time', message: 'Dinner cannot start before lunch ends' }],
          },
          { status: 400 },
        ),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const form = await pageForm(canvasElement, 'Food setup')
    await retype(form.getByLabelText(/Dinner starts/), '13:00')
    await userEvent.click(form.getByRole('button', { name: 'Save food setup' }))
    await waitFor(() =>
      expect(form.getByLabelText(/Dinner starts/)).toHaveAccessibleDescription(
        /Dinner cannot start before lunch ends/,
      ),
    )
    await expect(form.getByRole('status')).toHaveTextContent('Check the dinner window')
  },
}

export const KeepsWhatWasTypedWhenTheServerFails: Story = {
  parameters: SETUP,
  beforeEach({ msw }) {
    msw.use(http.put('*/food/api/v1/operator/setup/:id', () => HttpResponse.json({}, { status: 500 })))
  },
  play: async ({ canvasElement }) => {
    const form = await pageForm(canvasElement, 'Food setup')
    await retype(form.getByLabelText(/Lunch price per meal/), '90')
    await retype(form.getByLabelText(/Monthly price/), '3200')
    await userEvent.click(form.getByRole('button', { name: 'Save food setup' }))
    await expectToast('Some unknown error has occured')
    await expect(form.getByLabelText(/Lunch price per meal/)).toHaveValue('90')
    await expect(form.getByLabelText(/Monthly price/)).toHaveValue('3200')
    await waitFor(() => expect(form.getByRole('button', { name: 'Save food setup' })).toBeEnabled())
  },
}

export const SavesTheOptInRules: Story = {
  parameters: SETUP,
  play: async ({ canvasElement }) => {
    const form = await pageForm(canvasElement, 'Opt-in rules')
    await userEvent.selectOptions(form.getByLabelText(/Rebate rule/), 'DAYS_MINUS_TWO')
    await expect(form.getByLabelText(/Rebate rule/)).toHaveAccessibleDescription(
      'An absence long enough credits its days less two.',
    )
    await retype(form.getByLabelText(/Rebate from/), '40')
    await userEvent.click(form.getByRole('button', { name: 'Save opt-in rules' }))
    await expect(form.getByLabelText(/Rebate from/)).toHaveAccessibleDescription(/Enter 0 to 31 days/)
    await retype(form.getByLabelText(/Rebate from/), '4')
    await userEvent.click(form.getByRole('checkbox', { name: 'Snacks by default' }))
    await userEvent.click(form.getByRole('button', { name: 'Save opt-in rules' }))
    await waitFor(() =>
      expect(sent.optIns).toEqual([
        {
          default_opt_in: true,
          default_meal_types: ['BREAKFAST', 'LUNCH', 'SNACKS', 'DINNER'],
          default_diet: 'VEG',
          rebate_rule: 'DAYS_MINUS_TWO',
          rebate_min_absence_days: 4,
          rebate_max_days_per_month: 15,
        },
      ]),
    )
    await expectToast('Opt-in rules saved')
  },
}
