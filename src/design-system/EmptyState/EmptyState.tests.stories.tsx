import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from '../Button'
import { SearchIcon } from '../icons'
import { EmptyState } from './EmptyState'

const onAdd = fn()

const meta = {
  title: 'Design system/EmptyState/Tests',
  component: EmptyState,
  args: { title: 'No tenants yet', description: 'Add your first tenant to start collecting rent.' },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const ShowsTitleAndDescription: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: 'No tenants yet' })).toBeVisible()
    await expect(canvas.getByText('Add your first tenant to start collecting rent.')).toBeVisible()
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}

export const HeadingLevelFitsTheOutline: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'No tenants yet' }),
    ).toBeVisible()
  },
}

export const DefaultIconIsDecorative: Story = {
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg')
    await expect(icon).toBeVisible()
    await expect(icon).toHaveAttribute('aria-hidden', 'true')
    await expect(getComputedStyle(icon as SVGElement).color).toBe('rgb(55, 37, 131)')
  },
}

export const CustomIconReplacesTheDefault: Story = {
  args: { icon: <SearchIcon size={40} title="Search" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('img', { name: 'Search' })).toBeVisible()
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(1)
  },
}

export const ActionIsClickable: Story = {
  args: { action: <Button onClick={onAdd}>Add tenant</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add tenant' }))
    await expect(onAdd).toHaveBeenCalledTimes(1)
  },
}

export const IsCentred: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'No tenants yet' })
    await expect(getComputedStyle(heading.parentElement as HTMLElement).textAlign).toBe('center')
  },
}
