import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { fn } from 'storybook/test'
import { ErrorView } from './ErrorView'

const meta = {
  title: 'Design system/ErrorView',
  component: ErrorView,
  args: { errorId: '1732262400000', onGoToDashboard: fn() },
  argTypes: { errorId: { control: 'text' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorView>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const NumericId: Story = {
  args: { errorId: 1732262400000 },
}
