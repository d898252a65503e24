import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { delay, http, HttpResponse } from 'msw'
import { useListState } from '../../../app/core/listState/useListState'
import { inSheetFrame } from '../../../testing/sheetFrame'
import { withAppProviders } from '../../../testing/storyProviders'
import RuleSheet from './RuleSheet'
import { RulesSection } from './RulesSection'
import { houseRuleHandlers } from './storyHandlers'

/** The section as /settings?tab=rules shows it, its filters in the address. */
function RulesTab() {
  const list = useListState({ defaultTab: 'rules' })
  return <RulesSection list={list} />
}

const meta = {
  title: 'Features/Settings/Properties rules',
  component: RulesTab,
  decorators: [withAppProviders({ url: '/?tab=rules' })],
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...houseRuleHandlers)
  },
} satisfies Meta<typeof RulesTab>

export default meta
type Story = StoryObj<typeof meta>

/** Every rule by property, the defaults first: overrides marked, the default due day changing on 1 December. */
export const AllProperties: Story = {}

/** One property beside the defaults, from the address. */
export const OneProperty: Story = { parameters: { route: { url: '/?tab=rules&property=2' } } }

/** The rules on their way. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/property/api/v1/operator/house_rules', () => delay('infinite')))
  },
}

/** The rules could not be read: the way to try again. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/property/api/v1/operator/house_rules', () =>
        HttpResponse.json({ message: 'Something went wrong' }, { status: 500 }),
      ),
    )
  },
}

/** The side sheet changing a property's curfew, with the rule's history below. */
export const CurfewSheet: StoryObj<typeof RuleSheet> = {
  render: () => <RuleSheet panelId={1} rule="CURFEW" propertyId={2} propertyName="Lakeview Girls Hostel" />,
  decorators: [inSheetFrame(520)],
}
