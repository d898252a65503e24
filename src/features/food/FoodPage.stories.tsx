import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { delay, http, HttpResponse } from 'msw'
import { withAppProviders } from '../../testing/storyProviders'
import FoodPage from './FoodPage'
import { emptyMenu } from './menuFixtures'
import { menuHandlers, newMenuSentLog } from './menuHandlers'

const PATH = '/food-management'
const MENU = { route: { url: `${PATH}?tab=menu` } }
const SETUP = { route: { url: `${PATH}?tab=setup` } }

const meta = {
  title: 'Features/Food/Food page',
  component: FoodPage,
  decorators: [withAppProviders({ path: PATH, url: PATH })],
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...menuHandlers(newMenuSentLog()))
  },
} satisfies Meta<typeof FoodPage>

export default meta
type Story = StoryObj<typeof meta>

/** The week in force today: dishes with their diet, the Sunday special, no Sunday dinner; each cell opens its sheet. */
export const Menu: Story = { parameters: MENU }

/** The mess, billing, diets, each meal's window and cut-off, and the opt-in rules. */
export const Setup: Story = { parameters: SETUP }

export const NoMenuYet: Story = {
  parameters: MENU,
  beforeEach({ msw }) {
    msw.use(
      http.get('*/food/api/v1/operator/food_menu', ({ request }) =>
        HttpResponse.json({ data: emptyMenu(new URL(request.url).searchParams.get('date') ?? '2026-11-25') }),
      ),
    )
  },
}

export const MenuLoading: Story = {
  parameters: MENU,
  beforeEach({ msw }) {
    msw.use(
      http.get('*/food/api/v1/operator/food_menu', async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
  },
}

export const MenuFailed: Story = {
  parameters: MENU,
  beforeEach({ msw }) {
    msw.use(
      http.get('*/food/api/v1/operator/food_menu', () =>
        HttpResponse.json({ message: 'Some unknown error has occured' }, { status: 500 }),
      ),
    )
  },
}

export const SetupFailed: Story = {
  parameters: SETUP,
  beforeEach({ msw }) {
    msw.use(
      http.get('*/food/api/v1/operator/setup/:id', () =>
        HttpResponse.json({ message: 'Some unknown error has occured' }, { status: 500 }),
      ),
    )
  },
}
