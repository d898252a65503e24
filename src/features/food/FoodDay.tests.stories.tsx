import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { today } from '../../app/core/today'
import { formatDate } from '../../design-system/format'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import { nextDay } from './dayText'
import {
  applyRefusedHandler,
  dayHandlers,
  headcountFailingHandler,
  logClosedHandler,
  newDaySentLog,
} from './dayHandlers'
import FoodPage from './FoodPage'

const PATH = '/food-management'
const sent = newDaySentLog()

const meta = {
  title: 'Features/Food/Today and residents/Tests',
  component: FoodPage,
  decorators: [withAppProviders({ path: PATH, url: `${PATH}?tab=today` })],
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    Object.assign(sent, newDaySentLog())
    msw.use(...dayHandlers(sent))
  },
} satisfies Meta<typeof FoodPage>

export default meta
type Story = StoryObj<typeof meta>

const RESIDENTS = { route: { url: `${PATH}?tab=residents` } }
const body = () => within(document.body)
/** A sheet's form: its chunk loads on first use, which takes a while on a busy machine. */
const sheetForm = async (name: string) => within(await body().findByRole('form', { name }, { timeout: 5000 }))
const daySection = async (canvasElement: HTMLElement, day: 'Today' | 'Tomorrow', date: string) =>
  within(await within(canvasElement).findByRole('region', { name: `${day} · ${formatDate(date)}` }))
const mealCard = async (canvasElement: HTMLElement, day: 'Today' | 'Tomorrow', meal: string) => {
  const date = day === 'Today' ? today() : nextDay(today())
  const section = await daySection(canvasElement, day, date)
  return within(await section.findByRole('region', { name: meal }))
}
const openResident = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(await within(canvasElement).findByText(name))
  return within(await body().findByRole('region', { name: 'Change food' }, { timeout: 5000 }))
}

export const ShowsTheCountdownBeforeTheCutOffAndTheLockAfter: Story = {
  play: async ({ canvasElement }) => {
    const lunch = await mealCard(canvasElement, 'Today', 'Lunch')
    await expect(lunch.getByText('Skips close in 2 h 14 min')).toBeVisible()
    await expect(lunch.getByText('Veg 36 · Non-veg 16')).toBeVisible()
    await expect(lunch.getByText('Skips close in about 2 h')).toHaveAttribute('aria-live', 'polite')
    const breakfast = await mealCard(canvasElement, 'Today', 'Breakfast')
    await expect(breakfast.getByText(/^Locked at \d{1,2}:\d{2} [ap]m$/)).toBeVisible()
    await expect(breakfast.queryByText(/Skips close in \d/)).toBeNull()
    await expect((await mealCard(canvasElement, 'Today', 'Snacks')).getByText('Not served')).toBeVisible()
    const dinner = await mealCard(canvasElement, 'Today', 'Dinner')
    await expect(dinner.getByText('Expected').nextElementSibling).toHaveTextContent('70')
    await expect(dinner.getByText('Veg 42 · Non-veg 20 · Egg 5')).toBeVisible()
    await expect(dinner.getByText('Away on a pass').nextElementSibling).toHaveTextContent('2')
    await expect(dinner.getByText('Paneer butter masala, Roti, Dal')).toBeVisible()
    const tomorrowDinner = await mealCard(canvasElement, 'Tomorrow', 'Dinner')
    await expect(tomorrowDinner.getByText('Expected').nextElementSibling).toHaveTextContent('69')
    await expect(sent.headcountDates.sort()).toEqual([today(), nextDay(today())].sort())
  },
}

export const DownloadsTheKitchenSheetOfAMealAndOfTheNextMeal: Story = {
  play: async ({ canvasElement }) => {
    const dinner = await mealCard(canvasElement, 'Today', 'Dinner')
    await userEvent.click(dinner.getByRole('button', { name: 'Download kitchen sheet for dinner' }))
    await waitFor(() =>
      expect(sent.kitchenSheets).toEqual([
        { property_id: '1', date: today(), meal_type: 'DINNER', disposition: 'attachment' },
      ]),
    )
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Download kitchen sheet for the next meal' }),
    )
    await waitFor(() =>
      expect(sent.kitchenSheets[1]).toEqual({ property_id: '1', disposition: 'attachment' }),
    )
  },
}

export const LogsServedPlatesAndWasteInGrams: Story = {
  play: async ({ canvasElement }) => {
    const breakfast = await mealCard(canvasElement, 'Today', 'Breakfast')
    await userEvent.click(breakfast.getByRole('button', { name: 'Log meal for breakfast' }))
    const form = await sheetForm('Log breakfast')
    // Breakfast has locked: guests are closed, plates and waste open.
    await expect(form.getByLabelText(/^Guests/)).toBeDisabled()
    await userEvent.type(form.getByLabelText(/^Waste \(kg\)/), '2.55')
    await expect(form.getByLabelText(/^Waste \(kg\)/)).toHaveValue('2.5')
    await userEvent.type(form.getByLabelText(/^Plates served/), '58')
    await userEvent.type(form.getByLabelText(/^Note/), 'Extra poha')
    await userEvent.click(form.getByRole('button', { name: 'Save log' }))
    await waitFor(() =>
      expect(sent.logs).toEqual([
        {
          property_id: 1,
          date: today(),
          meal_type: 'BREAKFAST',
          served: 58,
          waste_grams: 2500,
          note: 'Extra poha',
        },
      ]),
    )
    await expectToast('Breakfast log saved')
  },
}

export const LogsGuestsBeforeTheCutOffAndShowsARefusal: Story = {
  play: async ({ canvasElement }) => {
    const lunch = await mealCard(canvasElement, 'Today', 'Lunch')
    await userEvent.click(lunch.getByRole('button', { name: 'Log meal for lunch' }))
    const form = await sheetForm('Log lunch')
    await expect(form.getByLabelText(/^Plates served/)).toBeDisabled()
    const guests = form.getByLabelText(/^Guests/)
    await userEvent.clear(guests)
    await userEvent.type(guests, '501')
    await userEvent.click(form.getByRole('button', { name: 'Save log' }))
    await expect(guests).toHaveAccessibleDescription(/At most 500/)
    await expect(sent.logs).toEqual([])
    await userEvent.clear(guests)
    await userEvent.type(guests, '4')
    await userEvent.click(form.getByRole('button', { name: 'Save log' }))
    await waitFor(() =>
      expect(sent.logs).toEqual([
        { property_id: 1, date: today(), meal_type: 'LUNCH', guests: 4, note: null },
      ]),
    )
    await expectToast('Lunch log saved')
  },
}

export const AServerRefusalOfTheLogIsShownAndKeepsWhatWasTyped: Story = {
  beforeEach({ msw }) {
    msw.use(logClosedHandler)
  },
  play: async ({ canvasElement }) => {
    const lunch = await mealCard(canvasElement, 'Today', 'Lunch')
    await userEvent.click(lunch.getByRole('button', { name: 'Log meal for lunch' }))
    const form = await sheetForm('Log lunch')
    const guests = form.getByLabelText(/^Guests/)
    await userEvent.clear(guests)
    await userEvent.type(guests, '6')
    await userEvent.click(form.getByRole('button', { name: 'Save log' }))
    await expect(await form.findByRole('alert')).toHaveTextContent('Guests for lunch closed at 12:15 pm')
    await expect(guests).toHaveValue('6')
  },
}

export const AHeadcountThatFailsOffersToTryAgain: Story = {
  beforeEach({ msw }) {
    msw.use(headcountFailingHandler)
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText("Today's headcount could not be loaded", {}, { timeout: 5000 }),
    ).toBeVisible()
    await expect(
      await canvas.findByText("Tomorrow's headcount could not be loaded", {}, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2)
  },
}

export const FiltersResidentsInTheAddress: Story = {
  parameters: RESIDENTS,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Kabir Mehta')).toBeVisible()
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Food/ }), 'true')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Meal/ }), 'DINNER')
    await waitFor(() =>
      expect(sent.tenantQueries.at(-1)).toEqual({
        offset: '0',
        limit: '10',
        property_id: '1',
        is_active: 'true',
        meal_type: 'DINNER',
      }),
    )
    await waitFor(() => expect(canvas.queryByText('Priya Nair')).toBeNull())
  },
}

export const OptsAResidentInToDinner: Story = {
  parameters: RESIDENTS,
  play: async ({ canvasElement }) => {
    await openResident(canvasElement, 'Priya Nair')
    const form = await sheetForm('Food for Priya Nair')
    // The property's defaults: breakfast, lunch and dinner, veg.
    await userEvent.click(form.getByLabelText('Breakfast'))
    await userEvent.click(form.getByLabelText('Lunch'))
    await userEvent.click(form.getByLabelText('Dinner'))
    await userEvent.click(form.getByRole('button', { name: 'Save food' }))
    await expect(await form.findByText('Choose at least one meal')).toBeVisible()
    await expect(sent.applied).toEqual([])
    await userEvent.click(form.getByLabelText('Dinner'))
    await userEvent.selectOptions(form.getByLabelText(/^Diet/), 'EGG')
    await userEvent.click(form.getByRole('button', { name: 'Save food' }))
    await waitFor(() =>
      expect(sent.applied).toEqual([
        { tenant_ids: [202], is_active: true, meal_types: ['DINNER'], diet: 'EGG', start_date: today() },
      ]),
    )
    await expectToast('Food on for 1 resident')
  },
}

export const TurnsAResidentsFoodOff: Story = {
  parameters: RESIDENTS,
  play: async ({ canvasElement }) => {
    await openResident(canvasElement, 'Aarav Sharma')
    const sheet = body()
    await expect(await sheet.findByText('2 days · ₹200', {}, { timeout: 5000 })).toBeVisible()
    const form = await sheetForm('Food for Aarav Sharma')
    await userEvent.selectOptions(form.getByLabelText(/^Food/), 'off')
    await expect(form.queryByLabelText(/^Diet/)).toBeNull()
    await userEvent.click(form.getByRole('button', { name: 'Save food' }))
    await waitFor(() => expect(sent.applied).toEqual([{ tenant_ids: [201], is_active: false }]))
    await expectToast('Food off for 1 resident')
  },
}

export const AppliesFoodToTheSelectedResidents: Story = {
  parameters: RESIDENTS,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: /^Apply to selected/ })).toBeDisabled()
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select row Aarav Sharma' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row Kabir Mehta' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Apply to selected (2)' }))
    const form = await sheetForm('Food for the selected residents')
    await userEvent.click(form.getByLabelText('Breakfast'))
    await userEvent.click(form.getByRole('button', { name: 'Apply' }))
    await waitFor(() =>
      expect(sent.applied).toEqual([
        {
          tenant_ids: [201, 203],
          is_active: true,
          meal_types: ['LUNCH', 'DINNER'],
          diet: 'VEG',
          start_date: today(),
        },
      ]),
    )
    await expectToast('Food on for 2 residents')
  },
}

export const ABulkRefusalNamingAResidentIsShown: Story = {
  parameters: RESIDENTS,
  beforeEach({ msw }) {
    msw.use(applyRefusedHandler)
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select row Priya Nair' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Apply to selected (1)' }))
    const form = await sheetForm('Food for the selected residents')
    await userEvent.selectOptions(form.getByLabelText(/^Food/), 'off')
    await userEvent.click(form.getByRole('button', { name: 'Apply' }))
    await expect(await form.findByRole('alert')).toHaveTextContent('Priya Nair has moved out')
  },
}

export const ASkipAfterTheCutOffIsRefusedOnTheDate: Story = {
  parameters: RESIDENTS,
  play: async ({ canvasElement }) => {
    await openResident(canvasElement, 'Aarav Sharma')
    const form = await sheetForm('Skip a meal')
    await userEvent.selectOptions(form.getByLabelText(/^Meal/), 'BREAKFAST')
    await userEvent.click(form.getByRole('button', { name: 'Skip meal' }))
    await waitFor(() =>
      expect(sent.skips).toEqual([
        { tenant_id: 201, meal_type: 'BREAKFAST', source: 'TENANT', date: today() },
      ]),
    )
    await waitFor(() =>
      expect(form.getByLabelText(/^Date/)).toHaveAccessibleDescription(
        /Skips for breakfast closed at 9:00 pm the day before/,
      ),
    )
  },
}

export const SkipsAMealEveryWeekOnTheOperatorsWord: Story = {
  parameters: RESIDENTS,
  play: async ({ canvasElement }) => {
    await openResident(canvasElement, 'Aarav Sharma')
    const form = await sheetForm('Skip a meal')
    await userEvent.selectOptions(form.getByLabelText(/^Skip/), 'weekly')
    await userEvent.click(form.getByRole('button', { name: 'Skip meal' }))
    await expect(form.getByLabelText(/^Every/)).toHaveAccessibleDescription(/Choose the weekday/)
    await userEvent.selectOptions(form.getByLabelText(/^Every/), '7')
    await userEvent.selectOptions(form.getByLabelText(/^Meal/), 'LUNCH')
    await userEvent.selectOptions(form.getByLabelText(/^Asked by/), 'ADMIN')
    await userEvent.click(form.getByRole('button', { name: 'Skip meal' }))
    await waitFor(() =>
      expect(sent.skips).toEqual([
        { tenant_id: 201, meal_type: 'LUNCH', source: 'ADMIN', week_day: 7, from_date: today() },
      ]),
    )
    await expectToast('Lunch skipped for Aarav Sharma')
  },
}

export const CancelsASkipButNotAPasssOne: Story = {
  parameters: RESIDENTS,
  play: async ({ canvasElement }) => {
    await openResident(canvasElement, 'Aarav Sharma')
    const skips = within(await body().findByRole('list', { name: 'Skipped meals' }))
    const dayAfter = formatDate(nextDay(nextDay(today())))
    await expect(skips.getByText(`Lunch · ${dayAfter}`)).toBeVisible()
    await expect(skips.getByText('Outpass · From pass')).toBeVisible()
    await expect(skips.getByText('Every Sunday', { exact: false })).toBeVisible()
    await expect(skips.getAllByRole('button', { name: /^Cancel skip/ })).toHaveLength(2)
    await userEvent.click(
      skips.getByRole('button', { name: `Cancel skip of dinner, ${formatDate(nextDay(today()))}` }),
    )
    await waitFor(() => expect(sent.cancelled).toEqual([501]))
    await expectToast('Skip cancelled for Aarav Sharma')
  },
}
