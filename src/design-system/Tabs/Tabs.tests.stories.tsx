import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Tabs, type TabsProps } from './Tabs'

function ControlledTabs(props: TabsProps) {
  const [value, setValue] = useState(props.value)
  return (
    <>
      <button type="button">Before</button>
      <Tabs
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next)
          props.onChange(next)
        }}
      >
        <p>Showing {value}</p>
      </Tabs>
    </>
  )
}

const meta = {
  title: 'Design system/Tabs/Tests',
  component: Tabs,
  args: {
    label: 'Collection status',
    items: [
      { value: 'all', label: 'All' },
      { value: 'due', label: 'Due', count: 12 },
      { value: 'received', label: 'Received', count: 231 },
    ],
    value: 'due',
    onChange: fn(),
  },
  render: (args) => <ControlledTabs {...args} />,
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const ExposesTabsRoles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = canvas.getByRole('tablist', { name: 'Collection status' })
    const tabs = within(list).getAllByRole('tab')
    await expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false'])
    const panel = canvas.getByRole('tabpanel', { name: 'Due 12' })
    await expect(panel).toHaveTextContent('Showing due')
    await expect(canvas.getByRole('tab', { name: 'Due 12' })).toHaveAttribute('aria-controls', panel.id)
  },
}

export const CountBadgeShowsBesideTheLabel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const due = canvas.getByRole('tab', { name: 'Due 12' })
    await expect(within(due).getByText('12')).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveTextContent(/^All$/)
  },
}

export const ClickSelects: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: 'Received 231' }))
    await expect(args.onChange).toHaveBeenCalledWith('received')
    await expect(canvas.getByRole('tab', { name: 'Received 231' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Showing received')
  },
}

export const ClickingTheSelectedTabDoesNotCallOnChange: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Due 12' }))
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const RovingTabindexPutsOnlyTheSelectedTabInTheTabOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1])
    canvas.getByRole('button', { name: 'Before' }).focus()
    await userEvent.tab()
    await expect(canvas.getByRole('tab', { name: 'Due 12' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('tabpanel')).toHaveFocus()
  },
}

export const ArrowKeysMoveFocusAndSelect: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const tab = (name: string) => canvas.getByRole('tab', { name })
    tab('Due 12').focus()

    await userEvent.keyboard('{ArrowRight}')
    await expect(tab('Received 231')).toHaveFocus()
    await expect(tab('Received 231')).toHaveAttribute('aria-selected', 'true')
    await expect(tab('Received 231')).toHaveAttribute('tabindex', '0')
    await expect(args.onChange).toHaveBeenLastCalledWith('received')

    await userEvent.keyboard('{ArrowRight}')
    await expect(tab('All')).toHaveFocus()
    await expect(args.onChange).toHaveBeenLastCalledWith('all')

    await userEvent.keyboard('{ArrowLeft}')
    await expect(tab('Received 231')).toHaveFocus()
    await expect(args.onChange).toHaveBeenLastCalledWith('received')

    await userEvent.keyboard('{ArrowLeft}')
    await expect(tab('Due 12')).toHaveFocus()
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Showing due')
  },
}

export const HomeAndEndJumpToTheEnds: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    canvas.getByRole('tab', { name: 'Due 12' }).focus()

    await userEvent.keyboard('{End}')
    await expect(canvas.getByRole('tab', { name: 'Received 231' })).toHaveFocus()
    await expect(args.onChange).toHaveBeenLastCalledWith('received')

    await userEvent.keyboard('{Home}')
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveFocus()
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true')
    await expect(args.onChange).toHaveBeenLastCalledWith('all')
  },
}

export const SelectedTabIsUnderlinedInPrimary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const selected = getComputedStyle(canvas.getByRole('tab', { name: 'Due 12' }))
    const other = getComputedStyle(canvas.getByRole('tab', { name: 'All' }))
    await expect(selected.borderBottomColor).toBe('rgb(55, 37, 131)')
    await expect(selected.color).toBe('rgb(55, 37, 131)')
    await expect(other.borderBottomColor).toBe('rgba(0, 0, 0, 0)')
  },
}
