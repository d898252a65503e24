import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, fn, userEvent, within } from 'storybook/test'
import { StatefulOtp } from './StatefulOtp'

const meta = {
  title: 'Design system/OtpInput/Tests',
  component: StatefulOtp,
  args: { onComplete: fn() },
} satisfies Meta<typeof StatefulOtp>

export default meta
type Story = StoryObj<typeof meta>

const boxes = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('textbox', { name: /Digit \d of 6/ }) as HTMLInputElement[]

export const TypingMovesOnAndCompletes: Story = {
  play: async ({ args, canvasElement }) => {
    const inputs = boxes(canvasElement)
    await expect(inputs).toHaveLength(6)
    await userEvent.click(inputs[0])
    await userEvent.keyboard('12a3456')
    await expect(inputs.map((input) => input.value)).toEqual(['1', '2', '3', '4', '5', '6'])
    await expect(args.onComplete).toHaveBeenCalledWith('123456')
  },
}

export const BackspaceMovesBack: Story = {
  args: { initial: '123' },
  play: async ({ canvasElement }) => {
    const inputs = boxes(canvasElement)
    await userEvent.click(inputs[3])
    await userEvent.keyboard('{Backspace}')
    await expect(inputs.map((input) => input.value).join('')).toBe('12')
    await expect(inputs[2]).toHaveFocus()
  },
}

export const PasteFillsEveryBox: Story = {
  play: async ({ args, canvasElement }) => {
    const inputs = boxes(canvasElement)
    await userEvent.click(inputs[0])
    await userEvent.paste('Your code: 654 321')
    await expect(inputs.map((input) => input.value).join('')).toBe('654321')
    await expect(args.onComplete).toHaveBeenCalledWith('654321')
  },
}

export const ErrorIsAnnounced: Story = {
  args: { initial: '111111', error: 'That code is not right.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('That code is not right.')
    await expect(boxes(canvasElement)[0]).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByRole('group', { name: 'One-time code' })).toHaveAccessibleDescription(
      'That code is not right.',
    )
  },
}
