import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from '../Button'
import { Card } from './Card'

const onRemind = fn()

const meta = {
  title: 'Design system/Card/Tests',
  component: Card,
  args: { title: 'Dues', children: 'Twelve tenants owe rent.' },
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const TitleNamesTheRegion: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const region = canvas.getByRole('region', { name: 'Dues' })
    await expect(within(region).getByRole('heading', { level: 3, name: 'Dues' })).toBeVisible()
    await expect(region).toHaveTextContent('Twelve tenants owe rent.')
  },
}

export const HeadingDefaultsToLevelTwo: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Dues' })).toBeVisible()
  },
}

export const UntitledCardIsNoRegion: Story = {
  args: { title: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument()
    await expect(canvas.getByText('Twelve tenants owe rent.')).toBeVisible()
  },
}

export const ActionsAreClickable: Story = {
  args: {
    actions: (
      <Button size="small" onClick={onRemind}>
        Remind all
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Dues' })
    await userEvent.click(within(region).getByRole('button', { name: 'Remind all' }))
    await expect(onRemind).toHaveBeenCalledTimes(1)
  },
}

export const PaddingVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Card {...args} title="None" padding="none" />
      <Card {...args} title="Small" padding="small" />
      <Card {...args} title="Regular" />
      <Card {...args} title="Large" padding="large" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const padding = (name: string) => getComputedStyle(canvas.getByRole('region', { name })).paddingTop
    await expect(padding('None')).toBe('0px')
    await expect(padding('Small')).toBe('12px')
    await expect(padding('Regular')).toBe('16px')
    await expect(padding('Large')).toBe('24px')
  },
}

export const SurfaceIsWhiteWithABorder: Story = {
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(within(canvasElement).getByRole('region', { name: 'Dues' }))
    await expect(style.backgroundColor).toBe('rgb(255, 255, 255)')
    await expect(style.borderTopColor).toBe('rgb(217, 215, 224)')
    await expect(style.borderTopLeftRadius).toBe('12px')
  },
}
