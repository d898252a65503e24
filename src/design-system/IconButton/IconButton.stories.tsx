import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { fn } from 'storybook/test'
import { CloseIcon, SearchIcon } from '../icons'
import { IconButton } from './IconButton'

const meta = {
  title: 'Design system/IconButton',
  component: IconButton,
  args: { label: 'Close', icon: <CloseIcon size={18} />, onClick: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'xxsmall'] },
    disabled: { control: 'boolean' },
  },
} satisfies Meta<typeof IconButton>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <IconButton {...args} size="small" />
      <IconButton {...args} size="xxsmall" icon={<SearchIcon size={14} />} label="Search" />
    </div>
  ),
}
