import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, fn, userEvent, within } from 'storybook/test'
import { BedCard } from './BedCard'
import { StyledBedCardScope } from './BedCard.styles'
import { bedItem } from './fixtures'

const meta = {
  title: 'Features/Inventory/Bed card/Tests',
  component: BedCard,
  args: {
    bed: bedItem({ id: 1, status: 1, name: '101-A' }),
    decimalPlaces: 2,
    unitWord: 'Bed',
    onOpen: fn(),
  },
  decorators: [
    (Story) => (
      <StyledBedCardScope>
        <Story />
      </StyledBedCardScope>
    ),
  ],
} satisfies Meta<typeof BedCard>

export default meta
type Story = StoryObj<typeof meta>

const card = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).getByRole('button', { name })

export const AvailableShowsVacantAndRent: Story = {
  play: async ({ canvasElement }) => {
    const button = card(canvasElement, /^Bed 101-A, Available/)
    await expect(button).toHaveAttribute('data-status', '1')
    await expect(button).toHaveTextContent('Vacant')
    await expect(button).toHaveTextContent('₹14,500.00 a month')
    await expect(button.querySelector('[data-icon="BedIcon"]')).not.toBeNull()
    await expect(getComputedStyle(button).borderLeftColor).toBe('rgb(0, 129, 98)')
  },
}

export const OccupiedShowsTenantAndDues: Story = {
  args: { bed: bedItem({ id: 4, status: 2, name: '101-B' }) },
  play: async ({ canvasElement }) => {
    const button = card(canvasElement, /^Bed 101-B, Occupied/)
    await expect(button).toHaveAccessibleName(/Harpreet Kaur/)
    await expect(button).toHaveTextContent('₹4,500.00 due')
    const icon = button.querySelector('[data-icon="BedOccupiedIcon"]')
    await expect(icon).not.toBeNull()
    await expect(getComputedStyle(button).borderLeftColor).toBe('rgb(55, 37, 131)')
    await expect(icon && getComputedStyle(icon).backgroundColor).toBe('rgb(55, 37, 131)')
    await expect(icon && getComputedStyle(icon).maskImage).toMatch(/^url\("data:image\/svg\+xml,/)
  },
}

export const BookedShowsTheMoveIn: Story = {
  args: { bed: bedItem({ id: 3, status: 3, name: '102-A' }) },
  play: async ({ canvasElement }) => {
    const button = card(canvasElement, /^Bed 102-A, Booked/)
    await expect(button).toHaveTextContent('Moves in 01/12/2026')
    await expect(button.querySelector('[data-icon="BedBookedIcon"]')).not.toBeNull()
  },
}

export const EndingShowsTheMoveOut: Story = {
  args: { bed: bedItem({ id: 8, status: 4, name: '102-B', dues_paise: 725050 }) },
  play: async ({ canvasElement }) => {
    const button = card(canvasElement, /^Bed 102-B, Ending/)
    await expect(button).toHaveTextContent('Leaves 30/11/2026')
    await expect(button).toHaveTextContent('₹7,250.50 due')
    await expect(button.querySelector('[data-icon="BedEndingIcon"]')).not.toBeNull()
    await expect(getComputedStyle(button).borderLeftColor).toBe('rgb(180, 95, 6)')
  },
}

export const InactiveIsDashedAndSaysSo: Story = {
  args: { bed: bedItem({ id: 5, status: 1, name: '103-A', is_active: false }) },
  play: async ({ canvasElement }) => {
    const button = card(canvasElement, /Inactive/)
    await expect(button).toHaveAttribute('data-inactive', 'true')
    await expect(getComputedStyle(button).borderTopStyle).toBe('dashed')
  },
}

export const UnitsAreNamedUnits: Story = {
  args: { unitWord: 'Unit', bed: bedItem({ id: 6, status: 2, name: 'Shop G-4', is_unit: true }) },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, /^Unit Shop G-4, Occupied/)).toBeVisible()
  },
}

export const ClickOpensTheBed: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(card(canvasElement, /^Bed 101-A/))
    await expect(args.onOpen).toHaveBeenCalledWith(args.bed)
  },
}
