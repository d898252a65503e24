import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, within } from 'storybook/test'
import { Spinner } from './Spinner'

const meta = {
  title: 'Design system/Spinner/Tests',
  component: Spinner,
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

/** The spinner's element and the stroke widths of its two circles, as the browser computed them. */
function rendered(canvasElement: HTMLElement, name = 'Loading') {
  const spinner = within(canvasElement).getByRole('progressbar', { name })
  const strokes = [...spinner.querySelectorAll('circle')].map(
    (circle) => getComputedStyle(circle).strokeWidth,
  )
  return { spinner, style: getComputedStyle(spinner), strokes }
}

/** Spec §1: the loading spinner defaults to size 40, thickness 3.6 and a 1.4 s animation. */
export const DefaultsMatchTheSpec: Story = {
  play: async ({ canvasElement }) => {
    const { spinner, style, strokes } = rendered(canvasElement)
    await expect(style.width).toBe('40px')
    await expect(style.height).toBe('40px')
    await expect(strokes).toEqual(['3.6px', '3.6px'])
    await expect(style.animationDuration).toBe('1.4s')
    await expect(style.animationIterationCount).toBe('infinite')
    await expect(style.animationTimingFunction).toBe('linear')
    await expect(spinner).toHaveAttribute('aria-busy', 'true')
  },
}

export const SizeAndThicknessFollowTheirProps: Story = {
  args: { size: 24, thickness: 2 },
  play: async ({ canvasElement }) => {
    const { style, strokes } = rendered(canvasElement)
    await expect(style.width).toBe('24px')
    await expect(style.height).toBe('24px')
    await expect(strokes).toEqual(['2px', '2px'])
    await expect(style.animationDuration).toBe('1.4s')
  },
}

export const StrokeIsThePrimaryColourUnlessGivenOne: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Spinner label="Default colour" />
      <Spinner label="White" color="#ffffff" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(rendered(canvasElement, 'Default colour').style.stroke).toBe('rgb(55, 37, 131)')
    await expect(rendered(canvasElement, 'White').style.stroke).toBe('rgb(255, 255, 255)')
  },
}

export const AnnouncesWhatIsLoading: Story = {
  args: { label: 'Loading collections' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading collections' }),
    ).toBeInTheDocument()
  },
}
