import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, within } from 'storybook/test'
import { StyledFacts, StyledFormGrid } from '.'

function Layout() {
  return (
    <div style={{ width: 480 }}>
      <StyledFacts aria-label="Facts">
        <dt>Tenant</dt>
        <dd>Harpreet Kaur</dd>
        <dt>Dues</dt>
        <dd data-tone="error">₹4,500.00</dd>
      </StyledFacts>
      <StyledFormGrid aria-label="Form">
        <input aria-label="Half" />
        <input aria-label="Other half" />
        <input aria-label="Whole row" data-span="full" />
      </StyledFormGrid>
    </div>
  )
}

const meta = { title: 'Design system/SheetLayout/Tests', component: Layout } satisfies Meta<typeof Layout>

export default meta
type Story = StoryObj<typeof meta>

export const FactsSitBesideTheirLabels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const label = canvas.getByText('Tenant').getBoundingClientRect()
    const value = canvas.getByText('Harpreet Kaur').getBoundingClientRect()
    await expect(value.top).toBe(label.top)
    await expect(value.left).toBeGreaterThan(label.right)
    await expect(getComputedStyle(canvas.getByText('₹4,500.00')).color).toBe('rgb(216, 38, 80)')
  },
}

export const FormFieldsTakeHalfOrTheWholeRow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const half = canvas.getByRole('textbox', { name: 'Half' }).getBoundingClientRect()
    const other = canvas.getByRole('textbox', { name: 'Other half' }).getBoundingClientRect()
    const whole = canvas.getByRole('textbox', { name: 'Whole row' }).getBoundingClientRect()
    await expect(other.top).toBe(half.top)
    await expect(whole.top).toBeGreaterThan(half.bottom)
    await expect(whole.width).toBeGreaterThan(half.width * 2)
  },
}
