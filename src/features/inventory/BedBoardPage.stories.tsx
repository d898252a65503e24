import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { delay, http } from 'msw'
import { AddressOutput } from '../../testing/AddressOutput'
import { withAppProviders } from '../../testing/storyProviders'
import BedBoardPage from './BedBoardPage'
import { bedItem, makeBeds, summary } from './fixtures'
import { boardHandlers, sheetReadHandlers } from './storyHandlers'

const meta = {
  title: 'Features/Inventory/Bed board',
  component: BedBoardPage,
  decorators: [withAppProviders({ path: '/occupancy/inventory/:propertyId', url: '/occupancy/inventory/1' })],
  render: () => (
    <>
      <AddressOutput />
      <BedBoardPage />
    </>
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BedBoardPage>

export default meta
type Story = StoryObj<typeof meta>

/** A boys' PG of 39 beds on three floors, in every status. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(...boardHandlers(), ...sheetReadHandlers)
  },
}

/** 10,000 beds: only the rows in view are mounted. */
export const TenThousandBeds: Story = {
  beforeEach({ msw }) {
    const beds = makeBeds({ floors: 40, roomsPerFloor: 112 })
    msw.use(
      ...boardHandlers(beds, { ...summary, total_beds: beds.length, total_floors: 40, total_rooms: 4480 }),
    )
  },
}

/** A commercial property is let by unit: one slot per unit, no sharing or beds. */
export const CommercialUnits: Story = {
  beforeEach({ msw }) {
    const units = Array.from({ length: 12 }, (_, index) =>
      bedItem({
        id: index + 1,
        status: index % 3 === 0 ? 1 : 2,
        name: `G-${index + 1}`,
        room_id: 900 + index,
        room_name: `G-${index + 1}`,
        room_type_id: null,
        room_type_name: null,
        sharing: 1,
        is_unit: true,
        rent_paise: 4500000,
      }),
    )
    msw.use(
      ...boardHandlers(units, {
        ...summary,
        property_name: 'Roost Arcade',
        property_type: 'COMMERCIAL',
        letting_unit: 'UNIT',
        total_beds: 12,
        total_rooms: 12,
        total_floors: 1,
      }),
    )
  },
}

export const NoInventoryYet: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...boardHandlers([], { ...summary, total_beds: 0, total_rooms: 0, total_floors: 0, occupancy_bps: 0 }),
    )
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/inventory/api/v1/operator/property/:id/bed/list', () => delay('infinite')),
      ...boardHandlers(),
    )
  },
}
