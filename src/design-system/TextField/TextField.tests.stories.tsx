import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useFormik } from 'formik'
import { useRef } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { object, string } from 'yup'
import { TextField, type TextFieldProps } from './TextField'

const meta = {
  title: 'Design system/TextField/Tests',
  component: TextField,
  args: { label: 'Tenant name', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

const frameOf = (input: HTMLElement) => input.parentElement as HTMLElement

export const TypingUpdatesTheValue: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Tenant name' })
    await expect(input).toHaveAttribute('type', 'text')
    await userEvent.type(input, 'Asha')
    await expect(input).toHaveValue('Asha')
    await expect(args.onChange).toHaveBeenCalledTimes(4)
    await userEvent.tab()
    await expect(args.onBlur).toHaveBeenCalledTimes(1)
  },
}

export const MatchesTheControlHeightAndShowsFocus: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Tenant name' })
    await expect(frameOf(input).getBoundingClientRect().height).toBe(40)
    await expect(getComputedStyle(frameOf(input)).boxShadow).toBe('none')
    await userEvent.click(input)
    await waitFor(() =>
      expect(getComputedStyle(frameOf(input)).boxShadow).toContain('rgba(106, 86, 212, 0.35)'),
    )
  },
}

export const TypeIsPassedToTheInput: Story = {
  args: { type: 'email', label: 'Email' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'type',
      'email',
    )
  },
}

export const ErrorIsAnnouncedAndOutlinesTheBox: Story = {
  args: { error: "Enter the tenant's name" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('textbox', { name: 'Tenant name' })
    await expect(canvas.getByRole('alert')).toHaveTextContent("Enter the tenant's name")
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription("Enter the tenant's name")
    await expect(getComputedStyle(frameOf(input)).borderTopColor).toBe('rgb(216, 38, 80)')
  },
}

export const DisabledIgnoresTyping: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Tenant name' })
    await expect(input).toBeDisabled()
    await userEvent.type(input, 'Asha', { pointerEventsCheck: 0 })
    await expect(input).toHaveValue('')
    await expect(args.onChange).not.toHaveBeenCalled()
    await expect(getComputedStyle(frameOf(input)).backgroundColor).toBe('rgb(246, 245, 250)')
  },
}

export const PrefixAndSuffixSitAroundTheText: Story = {
  args: { label: 'Phone number', type: 'tel', prefix: '+91', suffix: 'mobile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('textbox', { name: 'Phone number' }).getBoundingClientRect()
    const prefix = canvas.getByText('+91').getBoundingClientRect()
    const suffix = canvas.getByText('mobile').getBoundingClientRect()
    await expect(prefix.right).toBeLessThanOrEqual(input.left)
    await expect(suffix.left).toBeGreaterThanOrEqual(input.right)
  },
}

function RefDemo(props: TextFieldProps) {
  const ref = useRef<HTMLInputElement>(null)
  return (
    <>
      <TextField {...props} ref={ref} />
      <button type="button" onClick={() => ref.current?.focus()}>
        Edit name
      </button>
    </>
  )
}

export const ForwardsTheRefToTheInput: Story = {
  render: (args) => <RefDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Edit name' }))
    await expect(canvas.getByRole('textbox', { name: 'Tenant name' })).toHaveFocus()
  },
}

const emailSchema = object({ email: string().required('Enter an email').email('Enter a valid email') })

function FormikDemo() {
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: emailSchema,
    onSubmit: () => {},
  })
  const error = formik.touched.email ? formik.errors.email : undefined
  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <TextField {...formik.getFieldProps('email')} type="email" label="Email" error={error} />
      <output>Value: {formik.values.email}</output>
    </form>
  )
}

export const WorksWithFormik: Story = {
  render: () => <FormikDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('textbox', { name: 'Email' })
    await expect(input).toHaveAttribute('name', 'email')
    await userEvent.type(input, 'asha@')
    await userEvent.tab()
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Enter a valid email')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(input, 'roost.in')
    await expect(canvas.getByText('Value: asha@roost.in')).toBeVisible()
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument())
    await expect(input).not.toHaveAttribute('aria-invalid')
  },
}
