import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { withAppProviders } from '../../testing/storyProviders'
import CollectionsPage from './CollectionsPage'
import { listHandlers, sheetHandlers } from './storyHandlers'
import { makeCollection } from './fixtures'

const meta = {
  title: 'Features/Collections/Collections page',
  component: CollectionsPage,
  decorators: [withAppProviders({ path: '/finance/collections', url: '/finance/collections' })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CollectionsPage>

export default meta
type Story = StoryObj<typeof meta>

/** 100,000 due collections, fetched 100 at a time as the list scrolls; a row opens its sheet. */
export const HundredThousandDue: Story = {
  beforeEach({ msw }) {
    msw.use(...listHandlers(100_000), ...sheetHandlers(makeCollection({ id: 1000 })))
  },
}

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...listHandlers(0))
  },
}
