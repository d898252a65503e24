import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, userEvent, within } from 'storybook/test'
import { Field } from './Field'

const meta = {
  title: 'Design system/Field/Tests',
  component: Field,
  args: {
    label: 'Tenant name',
    children: (control) => <input {...control} />,
  },
} satisfies Meta<typeof Field>

export default meta
type Story = StoryObj<typeof meta>

export const LabelNamesAndFocusesTheControl: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('textbox', { name: 'Tenant name' })
    await userEvent.click(canvas.getByText('Tenant name'))
    await expect(input).toHaveFocus()
    await expect(input).not.toHaveAttribute('aria-invalid')
    await expect(input).not.toHaveAttribute('aria-describedby')
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
}

export const GivenIdIsUsed: Story = {
  args: { id: 'tenant-name' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Tenant name' })
    await expect(input).toHaveAttribute('id', 'tenant-name')
  },
}

export const HintDescribesTheControl: Story = {
  args: { hint: 'As printed on the ID proof' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('textbox', { name: 'Tenant name' })
    await expect(input).toHaveAccessibleDescription('As printed on the ID proof')
    await expect(getComputedStyle(canvas.getByText('As printed on the ID proof')).color).toBe(
      'rgb(93, 90, 107)',
    )
  },
}

export const ErrorIsAnnouncedAndMarksTheControlInvalid: Story = {
  args: { hint: 'As printed on the ID proof', error: "Enter the tenant's name" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('textbox', { name: 'Tenant name' })
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent("Enter the tenant's name")
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription("As printed on the ID proof Enter the tenant's name")
    await expect(getComputedStyle(alert).color).toBe('rgb(216, 38, 80)')
  },
}

export const RequiredShowsAMarkerOutsideTheName: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('textbox', { name: 'Tenant name' })
    await expect(input).toBeRequired()
    await expect(canvas.getByText('*')).toBeVisible()
  },
}

export const HiddenLabelStillNamesTheControl: Story = {
  args: { labelVisibility: 'hidden' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: 'Tenant name' })).toBeInTheDocument()
    await expect(canvas.getByText('Tenant name').getBoundingClientRect().width).toBeLessThanOrEqual(1)
  },
}

export const InlineLayoutPutsTheLabelBesideTheControl: Story = {
  args: {
    layout: 'inline',
    label: 'Send a receipt',
    children: (control) => <input {...control} type="checkbox" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const box = canvas.getByRole('checkbox', { name: 'Send a receipt' }).getBoundingClientRect()
    const label = canvas.getByText('Send a receipt').getBoundingClientRect()
    await expect(label.left).toBeGreaterThanOrEqual(box.right)
    await expect(Math.abs(label.top + label.height / 2 - (box.top + box.height / 2))).toBeLessThan(2)
  },
}
