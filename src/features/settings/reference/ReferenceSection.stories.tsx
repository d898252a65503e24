import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { resourcesHandlers } from '../../../app/core/resources/resourceHandlers'
import { withAppProviders } from '../../../testing/storyProviders'
import { ReferenceHarness } from './ReferenceHarness'

const meta = {
  title: 'Features/Settings/Reference data',
  component: ReferenceHarness,
  decorators: [withAppProviders({ path: '/settings', url: '/settings?tab=reference' })],
  beforeEach({ msw }) {
    msw.use(...resourcesHandlers())
  },
} satisfies Meta<typeof ReferenceHarness>

export default meta
type Story = StoryObj<typeof meta>

/** Colleges, shared and the operator's own ("Added by you"), with their AISHE codes. */
export const Colleges: Story = {}

export const CoursesOfACollege: Story = {
  parameters: {
    route: { url: '/settings?tab=reference&list=courses&institution=3&college=Christ%20University' },
  },
}

export const States: Story = { parameters: { route: { url: '/settings?tab=reference&list=states' } } }

export const Cities: Story = { parameters: { route: { url: '/settings?tab=reference&list=cities' } } }

export const Countries: Story = { parameters: { route: { url: '/settings?tab=reference&list=countries' } } }

export const TaxTypes: Story = { parameters: { route: { url: '/settings?tab=reference&list=taxes' } } }
