import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { SearchField, type SearchFieldProps } from './SearchField'

function Owned(props: SearchFieldProps) {
  const [value, setValue] = useState(props.value)
  return (
    <>
      <SearchField
        {...props}
        value={value}
        onSearch={(next) => {
          props.onSearch(next)
          setValue(next)
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Clear filters
      </button>
    </>
  )
}

const meta = {
  title: 'Design system/SearchField/Tests',
  component: SearchField,
  args: { label: 'Search tenants', value: '', onSearch: fn(), delay: 200 },
  render: (args) => <Owned {...args} />,
} satisfies Meta<typeof SearchField>

export default meta
type Story = StoryObj<typeof meta>

const box = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('searchbox', { name: 'Search tenants' })

export const SearchesOnceTypingPauses: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(box(canvasElement), 'Priya ')
    await expect(args.onSearch).not.toHaveBeenCalled()
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledTimes(1))
    await expect(args.onSearch).toHaveBeenCalledWith('Priya')
    // The trailing space stays in the box, so the next word is not glued on.
    await userEvent.type(box(canvasElement), 'Nair')
    await expect(box(canvasElement)).toHaveValue('Priya Nair')
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith('Priya Nair'))
  },
}

export const EnterSearchesAtOnce: Story = {
  args: { delay: 5000 },
  play: async ({ args, canvasElement }) => {
    await userEvent.type(box(canvasElement), '204{Enter}')
    await expect(args.onSearch).toHaveBeenCalledWith('204')
  },
}

export const ClearButtonEmptiesTheSearch: Story = {
  args: { value: 'Kavya' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(box(canvasElement)).toHaveValue('Kavya')
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }))
    await expect(args.onSearch).toHaveBeenCalledWith('')
    await expect(box(canvasElement)).toHaveValue('')
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument()
  },
}

export const FollowsTheValueFromOutside: Story = {
  args: { value: 'Rohan' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear filters' }))
    await expect(box(canvasElement)).toHaveValue('')
    await expect(args.onSearch).not.toHaveBeenCalled()
  },
}
