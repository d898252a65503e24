import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { FullPageLoader } from './FullPageLoader'

const meta = {
  title: 'Design system/FullPageLoader',
  component: FullPageLoader,
  args: { label: 'Loading' },
  argTypes: { label: { control: 'text' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullPageLoader>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

/** What shows while a lazily loaded screen arrives (spec §2). */
export const LoadingAScreen: Story = { args: { label: 'Loading the screen' } }

/** It covers whatever page is beneath it until the session check finishes. */
export const OverAPage: Story = {
  render: (args) => (
    <>
      <main style={{ padding: 24 }}>
        <h1>Collections</h1>
        <p>This page stays hidden while the loader is up.</p>
      </main>
      <FullPageLoader {...args} />
    </>
  ),
}
