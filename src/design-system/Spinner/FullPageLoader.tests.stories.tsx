import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, within } from 'storybook/test'
import { FullPageLoader } from './FullPageLoader'

const meta = {
  title: 'Design system/FullPageLoader/Tests',
  component: FullPageLoader,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullPageLoader>

export default meta
type Story = StoryObj<typeof meta>

export const CoversTheViewport: Story = {
  render: (args) => (
    <>
      <button type="button">Beneath the loader</button>
      <FullPageLoader {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const cover = within(canvasElement).getByTestId('full-page-loader').getBoundingClientRect()
    await expect([cover.left, cover.top]).toEqual([0, 0])
    await expect([cover.width, cover.height]).toEqual([window.innerWidth, window.innerHeight])
    const beneath = within(canvasElement)
      .getByRole('button', { name: 'Beneath the loader' })
      .getBoundingClientRect()
    const topmost = document.elementFromPoint(beneath.left + 1, beneath.top + 1)
    await expect(within(canvasElement).getByTestId('full-page-loader').contains(topmost)).toBe(true)
  },
}

/** Spec §1: its spinner keeps the defaults, 40 px, 3.6 thick, one turn every 1.4 s, centred on the page. */
export const SpinnerKeepsTheSpecDefaults: Story = {
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar', { name: 'Loading' })
    const style = getComputedStyle(spinner)
    await expect([style.width, style.height]).toEqual(['40px', '40px'])
    const strokes = [...spinner.querySelectorAll('circle')].map(
      (circle) => getComputedStyle(circle).strokeWidth,
    )
    await expect(strokes).toEqual(['3.6px', '3.6px'])
    await expect(style.animationDuration).toBe('1.4s')
    const box = spinner.getBoundingClientRect()
    await expect(box.left + box.width / 2).toBeCloseTo(window.innerWidth / 2, 0)
    await expect(box.top + box.height / 2).toBeCloseTo(window.innerHeight / 2, 0)
  },
}

export const NamesWhatIsLoading: Story = {
  args: { label: 'Loading the screen' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading the screen' }),
    ).toBeInTheDocument()
  },
}
