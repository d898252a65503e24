import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { SheetHarness } from './SheetHarness'

const meta = {
  title: 'App/Side sheet',
  component: SheetHarness,
  parameters: { layout: 'fullscreen' },
  args: {
    panel: { kind: 'demo', title: 'Bed A-101', width: 400 },
    backdrop: { enabled: true, blur: true, clickToClose: true, opacity: 0.5 },
  },
} satisfies Meta<typeof SheetHarness>

export default meta
type Story = StoryObj<typeof meta>

/** Press 'Open panel', then 'Open another panel' inside it, to see the layers. */
export const Playground: Story = {}

export const ThreeLayers: Story = {
  args: {
    initialPanels: [
      { kind: 'demo', title: 'Property', props: { text: 'Sunrise Boys PG, Koramangala' } },
      { kind: 'demo', title: 'Room 204', props: { text: '3-sharing, AC, attached bath' } },
      { kind: 'demo', title: 'Bed 204-B', props: { text: 'Occupied by Aarav Sharma' } },
    ],
  },
}
