import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from '../Button'
import { PageHeader } from './PageHeader'

const onAdd = fn()

const meta = {
  title: 'Design system/PageHeader/Tests',
  component: PageHeader,
  args: {
    title: 'Tenants',
    description: 'Everyone staying in your properties.',
    breadcrumbs: (
      <nav aria-label="Breadcrumb">
        <a href="#occupancy">Occupancy</a>
      </nav>
    ),
    actions: <Button onClick={onAdd}>Add tenant</Button>,
  },
} satisfies Meta<typeof PageHeader>

export default meta
type Story = StoryObj<typeof meta>

export const TitleIsTheOnlyH1: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const headings = canvas.getAllByRole('heading')
    await expect(headings).toHaveLength(1)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible()
    await expect(canvas.getByText('Everyone staying in your properties.')).toBeVisible()
  },
}

export const BreadcrumbsSitAboveTheTitle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' })
    const title = canvas.getByRole('heading', { level: 1 })
    await expect(within(trail).getByRole('link', { name: 'Occupancy' })).toBeVisible()
    await expect(trail.getBoundingClientRect().bottom).toBeLessThanOrEqual(title.getBoundingClientRect().top)
  },
}

export const ActionsSitAtTheRight: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const action = canvas.getByRole('button', { name: 'Add tenant' })
    const title = canvas.getByRole('heading', { level: 1 })
    await expect(action.getBoundingClientRect().right).toBeCloseTo(
      canvasElement.getBoundingClientRect().right,
      0,
    )
    await expect(action.getBoundingClientRect().top).toBeLessThan(title.getBoundingClientRect().bottom)
    await userEvent.click(action)
    await expect(onAdd).toHaveBeenCalledTimes(1)
  },
}

export const TitleAloneRendersNoEmptySlots: Story = {
  args: { description: undefined, breadcrumbs: undefined, actions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible()
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('paragraph')).not.toBeInTheDocument()
  },
}
