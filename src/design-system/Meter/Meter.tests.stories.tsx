import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, within } from 'storybook/test'
import { Meter } from './Meter'

const meta = {
  title: 'Design system/Meter/Tests',
  component: Meter,
  args: { value: 82.4, label: 'Occupancy', width: 100 },
} satisfies Meta<typeof Meter>

export default meta
type Story = StoryObj<typeof meta>

export const ExposesItsValueToAssistiveTechnology: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Occupancy' })
    await expect(meter).toHaveAttribute('aria-valuenow', '82')
    await expect(meter).toHaveAttribute('aria-valuetext', '82%')
    await expect(meter).toHaveTextContent('82%')
  },
}

export const FillsInProportion: Story = {
  args: { value: 25 },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Occupancy' })
    const track = meter.firstElementChild as HTMLElement
    const fill = track.firstElementChild as HTMLElement
    await expect(fill.getBoundingClientRect().width).toBeCloseTo(track.getBoundingClientRect().width / 4, 0)
  },
}

export const ClampsOutOfRangeValues: Story = {
  args: { value: 140 },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Occupancy' })
    await expect(meter).toHaveAttribute('aria-valuenow', '100')
  },
}

export const ToneColoursTheFill: Story = {
  args: { tone: 'error', value: 50 },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Occupancy' })
    const fill = meter.firstElementChild?.firstElementChild as HTMLElement
    await expect(getComputedStyle(fill).backgroundColor).toBe('rgb(216, 38, 80)')
  },
}
