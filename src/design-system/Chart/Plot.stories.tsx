import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { tokens } from '../theme'
import { ChartFigure } from './ChartFigure'
import { Plot } from './Plot'

type Day = { date: string; planned: number; served: number | null }

const days: Day[] = Array.from({ length: 30 }, (_, index) => ({
  date: `${String(index + 1).padStart(2, '0')}/11`,
  planned: 110 + ((index * 7) % 23),
  served: index % 9 === 4 ? null : 98 + ((index * 5) % 19),
}))

const categories = [
  { name: 'Groceries', amount: 62000 },
  { name: 'Electricity and water charges', amount: 48000 },
  { name: 'Salaries', amount: 33500 },
  { name: 'Repairs', amount: 9500 },
]

const meta = {
  title: 'Design system/Chart/Plot',
  component: Plot<Day>,
  args: {
    kind: 'line',
    data: days,
    category: 'date',
    mostLabels: 10,
    integers: true,
    legend: true,
    series: [
      { field: 'planned', name: 'Planned', color: tokens.color.primary },
      { field: 'served', name: 'Served', color: tokens.color.success, dashed: true },
    ],
  },
  argTypes: {
    kind: { control: 'inline-radio', options: ['line', 'bar'] },
    mostLabels: { control: 'number' },
    legend: { control: 'boolean' },
  },
  render: (args) => (
    <ChartFigure
      title="Planned and served by day"
      summary="Plates planned and served over 30 days"
      columns={[{ header: 'Date' }, { header: 'Planned', align: 'end' }, { header: 'Served', align: 'end' }]}
      rows={args.data.map((day) => ({ key: day.date, cells: [day.date, day.planned, day.served ?? '—'] }))}
    >
      <Plot {...args} />
    </ChartFigure>
  ),
} satisfies Meta<typeof Plot<Day>>

export default meta
type Story = StoryObj<typeof meta>

/** Two lines, the second dashed and broken where a day was not logged; hover for a day's figures. */
export const Lines: Story = {}

export const Bars: Story = { args: { kind: 'bar' } }

/** Long category names read down the left, shortened to their room. */
export const SidewaysBars: StoryObj<typeof Plot<(typeof categories)[number]>> = {
  render: () => (
    <div style={{ height: 240 }}>
      <Plot
        kind="bar"
        sideways
        data={categories}
        category="name"
        labelWidth={110}
        valueText={(rupees) => `₹${rupees / 1000}k`}
        series={[{ field: 'amount', name: 'Amount', color: tokens.color.primary }]}
      />
    </div>
  ),
}
