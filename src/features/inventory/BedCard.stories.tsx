import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { fn } from 'storybook/test'
import { BedCard } from './BedCard'
import { StyledBedCardScope } from './BedCard.styles'
import { bedItem } from './fixtures'

const meta = {
  title: 'Features/Inventory/Bed card',
  component: BedCard,
  args: {
    bed: bedItem({ id: 4, status: 2, name: '204-B' }),
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

export const Playground: Story = {}

/** The four statuses of the legend, plus a bed of an inactive room and a commercial unit. */
export const EveryStatus: Story = {
  render: (args) => (
    <>
      <BedCard {...args} bed={bedItem({ id: 1, status: 1, name: '101-A' })} />
      <BedCard {...args} bed={bedItem({ id: 4, status: 2, name: '101-B' })} />
      <BedCard {...args} bed={bedItem({ id: 3, status: 3, name: '102-A' })} />
      <BedCard {...args} bed={bedItem({ id: 8, status: 4, name: '102-B', dues_paise: 725050 })} />
      <BedCard {...args} bed={bedItem({ id: 5, status: 1, name: '103-A', is_active: false })} />
      <BedCard
        {...args}
        unitWord="Unit"
        bed={bedItem({ id: 6, status: 2, name: 'Shop G-4', is_unit: true })}
      />
    </>
  ),
}
