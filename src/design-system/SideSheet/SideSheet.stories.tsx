import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { fn } from 'storybook/test'
import { SideSheetLoading, SideSheetStack, type SideSheetStackProps } from './SideSheet'

type PlaygroundArgs = Omit<
  SideSheetStackProps,
  'panels' | 'panelZIndex' | 'panelOffset' | 'backdropZIndex'
> & {
  depth: number
  width: number
  title: string
}

/** The presentational stack: props in, events out. The app's host feeds it from the side-sheet slice. */
const meta = {
  title: 'Design system/SideSheet',
  parameters: { layout: 'fullscreen' },
  args: {
    depth: 2,
    width: 400,
    title: 'Bed 204-B',
    backdrop: {
      visible: true,
      blur: true,
      opacity: 0.5,
      color: 'rgba(0, 0, 0, 0.5)',
      animationDuration: 200,
    },
    onBackdropClick: fn(),
    onClose: fn(),
    onEscape: fn(),
  },
  argTypes: {
    depth: { control: { type: 'range', min: 0, max: 4 } },
    width: { control: { type: 'number', min: 280, max: 720, step: 20 } },
  },
  render: ({ depth, width, title, ...rest }) => (
    <SideSheetStack
      {...rest}
      panels={Array.from({ length: depth }, (_, index) => ({
        id: index + 1,
        width,
        title: `${title} (${index + 1})`,
        content: index === depth - 1 ? <SideSheetLoading /> : <p>Layer {index + 1}</p>,
      }))}
      panelZIndex={(index) => 40 + 2 * index + 1}
      backdropZIndex={40 + 2 * (depth - 1)}
      panelOffset={(index) => -40 * (depth - 1 - index)}
    />
  ),
} satisfies Meta<PlaygroundArgs>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const SinglePanelWithoutBackdrop: Story = {
  args: {
    depth: 1,
    backdrop: { visible: false, blur: false, opacity: 0, color: 'transparent', animationDuration: 200 },
  },
}
