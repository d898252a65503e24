import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { expectNoSeriousAxeViolations } from '../../testing/axe'
import { tokens } from '../theme'
import { Plot, type PlotProps } from './Plot'

type Month = { month: string; expected: number; collected: number | null }

const months: Month[] = [
  { month: 'Jun', expected: 120, collected: 110 },
  { month: 'Jul', expected: 143, collected: null },
  { month: 'Aug', expected: 87, collected: 80 },
  { month: 'Sep', expected: 100, collected: 100 },
]

const SERIES: PlotProps<Month>['series'] = [
  { field: 'expected', name: 'Expected', color: tokens.color.borderStrong },
  { field: 'collected', name: 'Collected', color: tokens.color.success, dashed: true },
]

/** The plot in a box of `width` × 240 pixels, which a button widens (a chart follows its box); another drops the
 * last row, as new figures arriving would. */
function Boxed(props: PlotProps<Month>) {
  const [width, setWidth] = useState(480)
  const [rows, setRows] = useState(props.data.length)
  return (
    <>
      <button type="button" onClick={() => setWidth(720)}>
        Widen
      </button>
      <button type="button" onClick={() => setRows((count) => count - 1)}>
        Drop the last row
      </button>
      <div style={{ width, height: 240 }}>
        <Plot {...props} data={props.data.slice(0, rows)} />
      </div>
    </>
  )
}

const meta = {
  title: 'Design system/Chart/Plot/Tests',
  component: Boxed,
  args: { kind: 'bar', data: months, category: 'month', series: SERIES, legend: true },
} satisfies Meta<typeof Boxed>

export default meta
type Story = StoryObj<typeof meta>

const pictureIn = async (canvasElement: HTMLElement) =>
  waitFor(() => {
    const picture = canvasElement.querySelector<SVGSVGElement>('svg[data-part="picture"]')
    if (!picture) throw new Error('The picture is not drawn yet')
    return picture
  })

const texts = (elements: Iterable<Element>) => [...elements].map((element) => element.textContent?.trim())

export const BarsFromZeroInRoundSteps: Story = {
  play: async ({ canvasElement }) => {
    const picture = await pictureIn(canvasElement)
    // Value labels first, category labels after.
    await expect(texts(picture.querySelectorAll('text'))).toEqual([
      '0',
      '50',
      '100',
      '150',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
    ])
    const expected = [...picture.querySelectorAll(`g[fill="${tokens.color.borderStrong}"] rect`)]
    const collected = [...picture.querySelectorAll(`g[fill="${tokens.color.success}"] rect`)]
    // July collected nothing on record: no bar, not a bar of 0.
    await expect(expected).toHaveLength(4)
    await expect(collected).toHaveLength(3)
    const height = (bar: Element) => bar.getBoundingClientRect().height
    // 120 against 150 on a 150 axis: heights in proportion, both standing on the same baseline.
    await expect(height(expected[0]) / height(expected[1])).toBeCloseTo(120 / 143, 2)
    await expect(expected[0].getBoundingClientRect().bottom).toBeCloseTo(
      expected[1].getBoundingClientRect().bottom,
      1,
    )
    const legend = within(canvasElement).getAllByRole('listitem', { hidden: true })
    await expect(texts(legend)).toEqual(['Expected', 'Collected'])
  },
}

export const LinesBreakWhereAValueIsMissing: Story = {
  args: { kind: 'line' },
  play: async ({ canvasElement }) => {
    const picture = await pictureIn(canvasElement)
    const [expected, collected] = [...picture.querySelectorAll('path')]
    await expect(expected.getAttribute('d')?.match(/M/g)).toHaveLength(1)
    // June alone, then August to September.
    await expect(collected.getAttribute('d')?.match(/M/g)).toHaveLength(2)
    await expect(collected).toHaveAttribute('stroke-dasharray', '5 3')
  },
}

export const TooltipShowsTheCategoryUnderThePointer: Story = {
  args: { tipText: (value) => `₹${value}` },
  play: async ({ canvasElement }) => {
    const picture = await pictureIn(canvasElement)
    const july = [...picture.querySelectorAll('text')].find((label) => label.textContent === 'Jul') as Element
    const { left, width, top } = july.getBoundingClientRect()
    await userEvent.pointer({ target: picture, coords: { clientX: left + width / 2, clientY: top - 40 } })
    const tip = await waitFor(() => {
      const shown = canvasElement.querySelector<HTMLElement>('[data-part="tip"]')
      if (!shown) throw new Error('No tooltip yet')
      return shown
    })
    await expect(within(tip).getByText('Jul')).toBeVisible()
    await expect(texts(tip.querySelectorAll('dt'))).toEqual(['Expected', 'Collected'])
    await expect(texts(tip.querySelectorAll('dd'))).toEqual(['₹143', '—'])
    // The tooltip is for the eye: the chart's table reads out the same figures.
    await expect(tip).toHaveAttribute('aria-hidden', 'true')
    await userEvent.unhover(picture)
    await waitFor(() => expect(canvasElement.querySelector('[data-part="tip"]')).toBeNull())
  },
}

export const CategoryLabelsThinOutToFit: Story = {
  args: {
    kind: 'line',
    data: Array.from({ length: 12 }, (_, index) => ({
      month: `Month ${index + 1} 2026`,
      expected: 100 + index,
      collected: 90 + index,
    })),
  },
  play: async ({ canvasElement }) => {
    const picture = await pictureIn(canvasElement)
    const labels = [...picture.querySelectorAll('text')].filter((label) =>
      label.textContent?.startsWith('Month'),
    )
    await expect(labels.length).toBeGreaterThan(2)
    await expect(labels.length).toBeLessThan(12)
    // Every other one or fewer, evenly, the first always shown, and no two overlapping.
    await expect(labels[0]).toHaveTextContent('Month 1 2026')
    const boxes = labels.map((label) => label.getBoundingClientRect())
    for (let index = 1; index < boxes.length; index += 1)
      await expect(boxes[index].left).toBeGreaterThan(boxes[index - 1].right)
  },
}

export const DataChangingUnderThePointerDropsAGoneCategory: Story = {
  play: async ({ canvasElement }) => {
    const picture = await pictureIn(canvasElement)
    const september = [...picture.querySelectorAll('text')].find(
      (label) => label.textContent === 'Sep',
    ) as Element
    const { left, width, top } = september.getBoundingClientRect()
    within(canvasElement).getByRole('button', { name: 'Drop the last row' }).focus()
    await userEvent.pointer({ target: picture, coords: { clientX: left + width / 2, clientY: top - 40 } })
    await waitFor(() => expect(canvasElement.querySelector('[data-part="tip"]')).toHaveTextContent('Sep'))
    // September goes while the pointer rests where it was: the tooltip goes with it, the rest stays drawn.
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(canvasElement.querySelector('[data-part="tip"]')).toBeNull())
    const labels = texts(canvasElement.querySelectorAll('svg[data-part="picture"] text'))
    await expect(labels).toEqual(['0', '50', '100', '150', 'Jun', 'Jul', 'Aug'])
  },
}

export const FollowsItsBoxWhenItResizes: Story = {
  play: async ({ canvasElement }) => {
    const picture = await pictureIn(canvasElement)
    await expect(picture).toHaveAttribute('width', '480')
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Widen' }))
    await waitFor(() =>
      expect(canvasElement.querySelector('svg[data-part="picture"]')).toHaveAttribute('width', '720'),
    )
  },
}

export const SidewaysBarsShortenNamesToTheirRoom: Story = {
  args: {
    sideways: true,
    labelWidth: 60,
    legend: false,
    data: [{ month: 'Electricity and water', expected: 48000, collected: 40000 }],
  },
  play: async ({ canvasElement }) => {
    const picture = await pictureIn(canvasElement)
    const labels = texts(picture.querySelectorAll('text'))
    await expect(labels).toContain('Electri…')
    await expect(labels).toContain('50,000')
    await expect(canvasElement.querySelector('ul')).toBeNull()
  },
}

export const HasNoSeriousAxeViolations: Story = {
  play: async ({ canvasElement }) => {
    await pictureIn(canvasElement)
    await expectNoSeriousAxeViolations(canvasElement)
  },
}
