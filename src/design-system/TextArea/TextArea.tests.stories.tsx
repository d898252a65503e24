import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TextArea } from './TextArea'

const meta = {
  title: 'Design system/TextArea/Tests',
  component: TextArea,
  args: { label: 'House rules', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof TextArea>

export default meta
type Story = StoryObj<typeof meta>

const area = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'House rules' })

export const TypingKeepsLineBreaks: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(area(canvasElement), 'Gate closes at 22:00{Enter}No smoking')
    await expect(area(canvasElement)).toHaveValue('Gate closes at 22:00\nNo smoking')
    await expect(args.onChange).toHaveBeenCalled()
    await userEvent.tab()
    await expect(args.onBlur).toHaveBeenCalledTimes(1)
  },
}

export const ShowsRowsAndGrowsOnlyDownwards: Story = {
  args: { rows: 4 },
  play: async ({ canvasElement }) => {
    await expect(area(canvasElement)).toHaveAttribute('rows', '4')
    await expect(getComputedStyle(area(canvasElement)).resize).toBe('vertical')
  },
}

export const ErrorIsAnnouncedAndLinked: Story = {
  args: { error: 'Keep each rule under 300 characters' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Keep each rule under 300 characters')
    await expect(area(canvasElement)).toHaveAttribute('aria-invalid', 'true')
    await expect(area(canvasElement)).toHaveAccessibleDescription('Keep each rule under 300 characters')
    await expect(getComputedStyle(area(canvasElement)).borderTopColor).toBe('rgb(216, 38, 80)')
  },
}

export const RequiredIsMarked: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(area(canvasElement)).toHaveAttribute('aria-required', 'true')
  },
}
