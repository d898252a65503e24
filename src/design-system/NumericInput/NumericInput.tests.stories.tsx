import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useState } from 'react'
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test'
import { NumericInput, type NumericInputProps } from './NumericInput'

function StatefulNumericInput(props: NumericInputProps) {
  const [value, setValue] = useState(props.value)
  return (
    <NumericInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        props.onChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Design system/NumericInput/Tests',
  component: NumericInput,
  args: { label: 'Amount', value: '', onChange: fn() },
  render: (args) => <StatefulNumericInput {...args} />,
} satisfies Meta<typeof NumericInput>

export default meta
type Story = StoryObj<typeof meta>

const amount = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Amount' })

export const TypingKeepsDigitsAndOnePoint: Story = {
  args: { allowDecimal: true },
  play: async ({ args, canvasElement }) => {
    const input = amount(canvasElement)
    await expect(input).toHaveAttribute('inputmode', 'decimal')
    await userEvent.type(input, 'a1b2.3.4')
    await expect(input).toHaveValue('12.34')
    // Refused keys never reach onChange: only 1, 2, the first point, 3 and 4 do.
    await expect(args.onChange).toHaveBeenCalledTimes(5)
    await expect(args.onChange).toHaveBeenLastCalledWith('12.34')
  },
}

export const MoreDecimalsThanAllowedAreRefused: Story = {
  args: { allowDecimal: true, decimalPlaces: 2 },
  play: async ({ args, canvasElement }) => {
    const input = amount(canvasElement)
    await userEvent.type(input, '1.2345')
    await expect(input).toHaveValue('1.23')
    await expect(args.onChange).toHaveBeenCalledTimes(4)
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}9')
    await expect(input).toHaveValue('19.23')
  },
}

export const WholeNumbersRefuseThePoint: Story = {
  play: async ({ args, canvasElement }) => {
    const input = amount(canvasElement)
    await expect(input).toHaveAttribute('inputmode', 'numeric')
    await userEvent.type(input, '12.')
    await expect(input).toHaveValue('12')
    await expect(args.onChange).toHaveBeenCalledTimes(2)
  },
}

export const NoPointWhenDecimalPlacesIsZero: Story = {
  args: { allowDecimal: true, decimalPlaces: 0 },
  play: async ({ args, canvasElement }) => {
    const input = amount(canvasElement)
    await expect(input).toHaveAttribute('inputmode', 'numeric')
    await userEvent.type(input, '12.')
    await expect(input).toHaveValue('12')
    await expect(args.onChange).toHaveBeenCalledTimes(2)
  },
}

export const SignsLettersAndSpacesAreRefused: Story = {
  args: { allowDecimal: true },
  play: async ({ args, canvasElement }) => {
    const input = amount(canvasElement)
    await userEvent.type(input, '-+e E,x ')
    await expect(input).toHaveValue('')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const EditingKeysAndShortcutsWork: Story = {
  render: (args) => (
    <>
      <StatefulNumericInput {...args} />
      <button type="button">Next</button>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = amount(canvasElement)
    await userEvent.type(input, '1234{Backspace}')
    await expect(input).toHaveValue('123')
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Delete}')
    await expect(input).toHaveValue('13')
    await userEvent.keyboard('{Control>}a{/Control}9')
    await expect(input).toHaveValue('9')
    await userEvent.keyboard('{Tab}')
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus()
  },
}

export const PastedTextIsSanitised: Story = {
  args: { allowDecimal: true },
  play: async ({ args, canvasElement }) => {
    const input = amount(canvasElement)
    await userEvent.click(input)
    await userEvent.paste('₹1,23,456.789')
    await expect(input).toHaveValue('123456.78')
    await expect(args.onChange).toHaveBeenLastCalledWith('123456.78')
  },
}

export const WholeNumberPasteStopsAtThePoint: Story = {
  play: async ({ canvasElement }) => {
    const input = amount(canvasElement)
    await userEvent.click(input)
    await userEvent.paste('₹1,250.00')
    await expect(input).toHaveValue('1250')
  },
}

export const EscapeIsNotSwallowed: Story = {
  play: async ({ canvasElement }) => {
    const input = amount(canvasElement)
    await userEvent.click(input)
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
    input.dispatchEvent(escape)
    await expect(escape.defaultPrevented).toBe(false)
    const letter = new KeyboardEvent('keydown', { key: 'x', bubbles: true, cancelable: true })
    input.dispatchEvent(letter)
    await expect(letter.defaultPrevented).toBe(true)
  },
}

export const PastingMidwayKeepsTheCaretAfterThePaste: Story = {
  play: async ({ canvasElement }) => {
    const input = amount(canvasElement)
    await userEvent.type(input, '12{ArrowLeft}')
    await userEvent.paste('a3,4')
    await expect(input).toHaveValue('1342')
    await userEvent.keyboard('9')
    await expect(input).toHaveValue('13492')
  },
}

export const AutofilledTextIsSanitised: Story = {
  args: { allowDecimal: true },
  play: async ({ args, canvasElement }) => {
    const input = amount(canvasElement)
    // Autofill and input methods change the value without the keydowns the key rule sees.
    fireEvent.input(input, { target: { value: 'Rs 12.3.45' } })
    await expect(input).toHaveValue('12.34')
    await expect(args.onChange).toHaveBeenLastCalledWith('12.34')
  },
}

export const RupeePrefixShowsBeforeTheNumber: Story = {
  args: { prefix: 'rupee', value: '8500' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const rupee = canvas.getByText('₹')
    await expect(rupee).toBeVisible()
    await expect(rupee.getBoundingClientRect().right).toBeLessThanOrEqual(
      amount(canvasElement).getBoundingClientRect().left,
    )
    await expect(amount(canvasElement)).toHaveValue('8500')
  },
}

export const NoPrefixByDefault: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('₹')).not.toBeInTheDocument()
  },
}

export const ErrorIsAnnouncedAndMarksTheInput: Story = {
  args: { error: 'Enter the amount' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter the amount')
    await expect(amount(canvasElement)).toHaveAttribute('aria-invalid', 'true')
    await expect(amount(canvasElement)).toHaveAccessibleDescription('Enter the amount')
  },
}

export const DisabledIgnoresTyping: Story = {
  args: { disabled: true, value: '500' },
  play: async ({ args, canvasElement }) => {
    const input = amount(canvasElement)
    await expect(input).toBeDisabled()
    await userEvent.type(input, '9', { pointerEventsCheck: 0 })
    await expect(input).toHaveValue('500')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}
