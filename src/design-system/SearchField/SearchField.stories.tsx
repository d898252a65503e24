import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useState } from 'react'
import { fn } from 'storybook/test'
import { SearchField, type SearchFieldProps } from './SearchField'

const meta = {
  title: 'Design system/SearchField',
  component: SearchField,
  args: { label: 'Search tenants', placeholder: 'Name, bed or room', value: '', onSearch: fn() },
  argTypes: {
    label: { control: 'text' },
    placeholder: { control: 'text' },
    hint: { control: 'text' },
    delay: { control: { type: 'number', min: 0, step: 50 } },
    disabled: { control: 'boolean' },
    labelVisibility: { control: 'inline-radio', options: ['visible', 'hidden'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>

export default meta
type Story = StoryObj<typeof meta>

/** The search held by its owner, as a list screen holds it in the address. */
function Owned(props: SearchFieldProps) {
  const [value, setValue] = useState(props.value)
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <SearchField
        {...props}
        value={value}
        onSearch={(next) => {
          props.onSearch(next)
          setValue(next)
        }}
      />
      <output>Searching for: {value === '' ? '(everything)' : `“${value}”`}</output>
    </div>
  )
}

export const Playground: Story = { render: (args) => <Owned {...args} /> }

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <SearchField {...args} />
      <SearchField {...args} label="With a search in effect" value="Priya" />
      <SearchField {...args} label="Label kept for screen readers" labelVisibility="hidden" />
      <SearchField {...args} label="Disabled" disabled />
    </div>
  ),
}
