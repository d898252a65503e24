import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, within } from 'storybook/test'
import { BED_STATUSES, BedStatus, BedStatusLegend } from './BedStatus'
import { StatusBadge } from './StatusBadge'

const meta = {
  title: 'Design system/StatusBadge/Tests',
  component: StatusBadge,
  args: { children: 'Received' },
} satisfies Meta<typeof StatusBadge>

export default meta
type Story = StoryObj<typeof meta>

const labels = ['Available', 'Occupied', 'Booked', 'Ending']

export const TonesUseThemeColours: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <StatusBadge tone="success">Received</StatusBadge>
      <StatusBadge tone="error">Overdue</StatusBadge>
      <StatusBadge tone="primary">New</StatusBadge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const style = (text: string) => getComputedStyle(canvas.getByText(text))
    // Text on a tint is the tone's darker text token (WCAG AA 4.5:1); the spec's colours fill and draw icons.
    await expect(style('Received').color).toBe('rgb(0, 107, 81)')
    await expect(style('Received').backgroundColor).toBe('rgb(224, 243, 238)')
    await expect(style('Overdue').color).toBe('rgb(176, 26, 64)')
    await expect(style('New').color).toBe('rgb(55, 37, 131)')
  },
}

export const LegendShowsTheFourStatusesWithIcons: Story = {
  render: () => <BedStatusLegend />,
  play: async ({ canvasElement }) => {
    const legend = within(canvasElement).getByRole('list', { name: 'Bed status legend' })
    const items = within(legend).getAllByRole('listitem')
    await expect(items.map((item) => item.textContent)).toEqual(labels)
    const icons = items.map((item) => item.querySelector('svg')?.getAttribute('data-icon'))
    await expect(icons).toEqual(['BedIcon', 'BedOccupiedIcon', 'BedBookedIcon', 'BedEndingIcon'])
    // The older icon set called Occupied "Active": both words lead to the same item.
    await expect(within(legend).getByTitle('Active')).toHaveTextContent('Occupied')
  },
}

export const LegendShowsCounts: Story = {
  render: () => <BedStatusLegend counts={{ 1: 12, 2: 48, 4: 3 }} />,
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem')
    await expect(within(items[0]).getByText('12')).toBeVisible()
    await expect(within(items[1]).getByText('48')).toBeVisible()
    await expect(items[2]).toHaveTextContent(/^Booked$/)
    await expect(within(items[3]).getByText('3')).toBeVisible()
  },
}

export const CodesMapToStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <BedStatus status={4} />
      <BedStatus status={1} />
      <BedStatus status={3} />
      <BedStatus status={2} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(BED_STATUSES.map(({ code, label }) => `${code} ${label}`)).toEqual([
      '1 Available',
      '2 Occupied',
      '3 Booked',
      '4 Ending',
    ])
    const badges = Array.from(canvasElement.querySelectorAll('[data-tone]'))
    await expect(badges.map((badge) => badge.textContent)).toEqual([
      'Ending',
      'Available',
      'Booked',
      'Occupied',
    ])
    // Each status has its own colour.
    await expect(new Set(badges.map((badge) => getComputedStyle(badge).color)).size).toBe(4)
  },
}

export const IconDisplayIsNamedByItsLabel: Story = {
  render: () => <BedStatus status={3} display="icon" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const icon = canvas.getByRole('img', { name: 'Booked' })
    await expect(icon).toHaveAttribute('data-icon', 'BedBookedIcon')
    await expect(getComputedStyle(icon).color).toBe('rgb(31, 111, 178)')
  },
}
