import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { OtpForm, type OtpFormProps } from './OtpForm'
import { PhoneForm } from './PhoneForm'

const meta = {
  title: 'Features/Auth/Sign-in forms/Tests',
  component: PhoneForm,
  args: { initial: { iso: 'IN', phone: '' }, onSend: fn(async () => undefined) },
} satisfies Meta<typeof PhoneForm>

export default meta
type Story = StoryObj<typeof meta>

const phone = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: /Mobile number/ })

export const PhoneIsRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }))
    await expect(await canvas.findByText('Enter your mobile number')).toBeVisible()
    await expect(phone(canvasElement)).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onSend).not.toHaveBeenCalled()
  },
}

export const IndianMobilesHaveTenDigitsFromSixToNine: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(phone(canvasElement), '98450')
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }))
    await expect(await canvas.findByText('Check the number of digits')).toBeVisible()
    await userEvent.clear(phone(canvasElement))
    await userEvent.type(phone(canvasElement), '5845012345')
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }))
    await expect(await canvas.findByText('Indian mobile numbers start with 6, 7, 8 or 9')).toBeVisible()
    await expect(args.onSend).not.toHaveBeenCalled()
  },
}

export const SendsBySmsOrByCall: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('+91')).toBeVisible()
    await userEvent.type(phone(canvasElement), '9845012345')
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }))
    await waitFor(() => expect(args.onSend).toHaveBeenCalledWith({ iso: 'IN', phone: '9845012345' }, false))
    await userEvent.click(canvas.getByRole('button', { name: 'Get the code by call' }))
    await waitFor(() =>
      expect(args.onSend).toHaveBeenLastCalledWith({ iso: 'IN', phone: '9845012345' }, true),
    )
  },
}

export const OtherCountriesUseTheirOwnLength: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country code' }), 'SG')
    await expect(canvas.getByText('+65')).toBeVisible()
    await userEvent.type(phone(canvasElement), '81234567')
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }))
    await waitFor(() => expect(args.onSend).toHaveBeenCalledWith({ iso: 'SG', phone: '81234567' }, false))
  },
}

const otpArgs = {
  sentTo: '+91 98XXX XX345',
  onVerify: fn(async (otp: string) =>
    otp === '123456' ? undefined : 'That code is not right. 4 attempts left.',
  ),
  onResend: fn(async () => undefined),
  onChangeNumber: fn(),
}

/** The form with its resend time counted from when the story mounts, not from when the module loaded. */
function OtpFormIn({
  resendInSeconds,
  ...props
}: Omit<OtpFormProps, 'resendAt'> & { resendInSeconds: number }) {
  const [resendAt] = useState(() => Date.now() + resendInSeconds * 1000)
  return <OtpForm {...props} resendAt={resendAt} />
}

const digits = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('textbox', { name: /Digit/ })

export const OtpShowsWhereAndTheResendTimer: StoryObj<typeof OtpFormIn> = {
  render: (args) => <OtpFormIn {...args} />,
  args: { ...otpArgs, resendInSeconds: 60 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('+91 98XXX XX345')).toBeVisible()
    await expect(canvas.getByRole('timer')).toHaveTextContent(/Resend code in (1:00|0:5\d)/)
    await expect(canvas.getByRole('button', { name: 'Get the code by call' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Change number' }))
    await expect(args.onChangeNumber).toHaveBeenCalled()
  },
}

export const WrongCodeShowsTheServersReason: StoryObj<typeof OtpFormIn> = {
  render: (args) => <OtpFormIn {...args} />,
  args: { ...otpArgs, resendInSeconds: 60 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(digits(canvasElement)[0])
    await userEvent.keyboard('111111')
    await waitFor(() => expect(args.onVerify).toHaveBeenCalledWith('111111'))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'That code is not right. 4 attempts left.',
    )
  },
}

export const IncompleteCodeIsRefusedBeforeSending: StoryObj<typeof OtpFormIn> = {
  render: (args) => <OtpFormIn {...args} />,
  args: { ...otpArgs, resendInSeconds: 60 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(digits(canvasElement)[0])
    await userEvent.keyboard('123')
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and sign in' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The code has 6 digits')
    await expect(args.onVerify).not.toHaveBeenCalled()
  },
}

export const ResendOnceTheTimerRunsOut: StoryObj<typeof OtpFormIn> = {
  render: (args) => <OtpFormIn {...args} />,
  args: { ...otpArgs, resendInSeconds: -1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }))
    await expect(args.onResend).toHaveBeenCalledWith(false)
    await userEvent.click(canvas.getByRole('button', { name: 'Get the code by call' }))
    await expect(args.onResend).toHaveBeenLastCalledWith(true)
  },
}
