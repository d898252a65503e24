import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, within } from 'storybook/test'
import { Skeleton } from './Skeleton'
import { SkeletonRegion } from './SkeletonRegion'

const meta = {
  title: 'Design system/Skeleton/Tests',
  component: Skeleton,
  decorators: [
    (Story) => (
      <div data-testid="frame" style={{ width: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

const placeholder = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId('frame').firstElementChild as HTMLElement

export const IsHiddenFromAssistiveTechnology: Story = {
  args: { count: 3 },
  play: async ({ canvasElement }) => {
    await expect(placeholder(canvasElement)).toHaveAttribute('aria-hidden', 'true')
  },
}

export const Shimmers: Story = {
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(placeholder(canvasElement))
    await expect(style.animationName).not.toBe('none')
    await expect(style.animationIterationCount).toBe('infinite')
  },
}

export const HeldStillInAStillRegion: Story = {
  render: (args) => (
    <SkeletonRegion busy still label="Laying out the beds">
      <Skeleton {...args} />
    </SkeletonRegion>
  ),
  play: async ({ canvasElement }) => {
    const region = placeholder(canvasElement)
    await expect(region).toHaveAttribute('aria-busy', 'true')
    const bar = region.lastElementChild as HTMLElement
    await expect(getComputedStyle(bar).animationPlayState).toBe('paused')
  },
}

export const TextFillsTheLineByDefault: Story = {
  play: async ({ canvasElement }) => {
    const box = placeholder(canvasElement).getBoundingClientRect()
    await expect(box.width).toBe(400)
    await expect(box.height).toBe(14)
  },
}

export const CountDrawsThatManyLinesWithAShortLastOne: Story = {
  args: { count: 3 },
  play: async ({ canvasElement }) => {
    const lines = Array.from(placeholder(canvasElement).children)
    await expect(lines).toHaveLength(3)
    const widths = lines.map((line) => line.getBoundingClientRect().width)
    await expect(widths).toEqual([400, 400, 240])
  },
}

export const WidthAndHeightAcceptPixelsAndCssLengths: Story = {
  args: { variant: 'rect', width: '50%', height: 120 },
  play: async ({ canvasElement }) => {
    const skeleton = placeholder(canvasElement)
    const box = skeleton.getBoundingClientRect()
    await expect(box.width).toBe(200)
    await expect(box.height).toBe(120)
    await expect(getComputedStyle(skeleton).borderTopLeftRadius).toBe('8px')
  },
}

export const CircleIsRoundAndSquare: Story = {
  args: { variant: 'circle', width: 48 },
  play: async ({ canvasElement }) => {
    const skeleton = placeholder(canvasElement)
    const box = skeleton.getBoundingClientRect()
    await expect([box.width, box.height]).toEqual([48, 48])
    await expect(getComputedStyle(skeleton).borderTopLeftRadius).toBe('50%')
  },
}

export const RegionIsBusyAndAnnouncesLoading: Story = {
  render: () => (
    <SkeletonRegion busy>
      <Skeleton count={2} />
    </SkeletonRegion>
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status')
    await expect(status).toHaveTextContent('Loading…')
    await expect(status.parentElement).toHaveAttribute('aria-busy', 'true')
    await expect(status.getBoundingClientRect().width).toBeLessThanOrEqual(1)
  },
}

export const RegionWhenLoadedIsNotBusy: Story = {
  render: () => (
    <SkeletonRegion busy={false} label="Loading dues…">
      <p>Twelve tenants owe rent.</p>
    </SkeletonRegion>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const status = canvas.getByRole('status')
    await expect(status).toBeEmptyDOMElement()
    await expect(status.parentElement).toHaveAttribute('aria-busy', 'false')
    await expect(canvas.getByText('Twelve tenants owe rent.')).toBeVisible()
  },
}
