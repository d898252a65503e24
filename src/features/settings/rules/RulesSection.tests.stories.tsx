import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { useListState } from '../../../app/core/listState/useListState'
import { withAppProviders } from '../../../testing/storyProviders'
import { RulesSection } from './RulesSection'
import { houseRuleHandlers, resetSent } from './storyHandlers'

/** The section as /settings?tab=rules shows it, its filters in the address. */
function RulesTab() {
  const list = useListState({ defaultTab: 'rules' })
  return <RulesSection list={list} />
}

const meta = {
  title: 'Features/Settings/Properties rules/Tests',
  component: RulesTab,
  decorators: [withAppProviders({ url: '/?tab=rules' })],
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    resetSent()
    msw.use(...houseRuleHandlers)
  },
} satisfies Meta<typeof RulesTab>

export default meta
type Story = StoryObj<typeof meta>

const tableOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'House rules on 2026-11-22' }))

export const ShowsEachRuleByPropertyWithOverridesMarked: Story = {
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement)
    const headers = table.getAllByRole('columnheader').map((header) => header.textContent)
    await expect(headers).toEqual(['Rule', 'Default', 'Sunrise Residency', 'Lakeview Girls Hostel'])
    await expect(table.getAllByText('Overridden')).toHaveLength(2)
    const notice = table.getByRole('row', { name: /Notice period/ })
    await expect(within(notice).getAllByRole('cell')[2]).toHaveTextContent('15 daysOverridden')
    await expect(table.getAllByText('From 01/12/2026: Day 7')).toHaveLength(3)
  },
}

export const FiltersByPropertyInTheAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await tableOf(canvasElement)
    await userEvent.selectOptions(canvas.getByLabelText('Property'), 'Lakeview Girls Hostel')
    await waitFor(async () => {
      const headers = (await tableOf(canvasElement)).getAllByRole('columnheader')
      await expect(headers.map((header) => header.textContent)).toEqual([
        'Rule',
        'Default',
        'Lakeview Girls Hostel',
      ])
    })
  },
}

export const ReadsThePropertyFromTheAddress: Story = {
  parameters: { route: { url: '/?tab=rules&property=1' } },
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement)
    const headers = table.getAllByRole('columnheader').map((header) => header.textContent)
    await expect(headers).toEqual(['Rule', 'Default', 'Sunrise Residency'])
    await expect(within(canvasElement).getByLabelText('Property')).toHaveValue('1')
  },
}

export const OpensTheSheetToChangeARule: Story = {
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement)
    await userEvent.click(table.getByRole('button', { name: 'Change notice period for Sunrise Residency' }))
    const body = within(document.body)
    const form = within(await body.findByRole('form', { name: 'Change notice period' }))
    await expect(form.getByLabelText(/Notice period \(days\)/)).toHaveValue('15')
  },
}
