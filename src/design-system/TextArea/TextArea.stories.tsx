import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { fn } from 'storybook/test'
import { TextArea } from './TextArea'

const meta = {
  title: 'Design system/TextArea',
  component: TextArea,
  args: { label: 'House rules', placeholder: 'One rule per line', onChange: fn(), onBlur: fn() },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    rows: { control: { type: 'number', min: 1, max: 12 } },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
    labelVisibility: { control: 'inline-radio', options: ['visible', 'hidden'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <TextArea {...args} hint="Tenants see these in the app and in the agreement" />
      <TextArea {...args} required />
      <TextArea {...args} error="Keep each rule under 300 characters" />
      <TextArea {...args} disabled defaultValue={'Gate closes at 22:00\nNo smoking indoors'} />
    </div>
  ),
}
