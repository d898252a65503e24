import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { inSheetFrame } from '../../testing/sheetFrame'
import { withAppProviders } from '../../testing/storyProviders'
import AddTenantSheet from './AddTenantSheet'
import { tokenRequest } from './fixtures'
import { addHandlers, resetSent, sent } from './storyHandlers'

const meta = {
  title: 'Features/Tenants/Add tenant sheet/Tests',
  component: AddTenantSheet,
  decorators: [inSheetFrame(600), withAppProviders()],
  parameters: { layout: 'fullscreen' },
  args: { panelId: 1 },
  beforeEach({ msw }) {
    resetSent()
    msw.use(...addHandlers)
  },
} satisfies Meta<typeof AddTenantSheet>

export default meta
type Story = StoryObj<typeof meta>

const formOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Add tenant' }))

export const ValidatesBeforeSending: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement)
    await userEvent.click(form.getByRole('button', { name: 'Add tenant' }))
    await expect(await form.findByText('Enter the phone number')).toBeVisible()
    await expect(form.getByText('Enter the name')).toBeVisible()
    await expect(form.getByText('Choose the gender')).toBeVisible()
    await expect(form.getByText('Choose the property')).toBeVisible()
    await expect(form.getByText('Enter the monthly rent')).toBeVisible()
    await expect(form.getByText('Enter the deposit')).toBeVisible()

    await userEvent.type(form.getByLabelText(/Phone number/), '512345678')
    await userEvent.tab()
    await expect(
      await form.findByText('Enter a 10-digit mobile number starting with 6, 7, 8 or 9'),
    ).toBeVisible()
    await userEvent.type(form.getByLabelText(/Email/), 'not-an-email')
    await userEvent.tab()
    await expect(await form.findByText('Enter a valid email address')).toBeVisible()
    await expect(sent.added).toBeUndefined()
  },
}

export const ShowsServerErrorsNextToFields: Story = {
  args: { propertyId: 1 },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement)
    await userEvent.type(form.getByLabelText(/Phone number/), '9845012345')
    await userEvent.type(form.getByLabelText(/Full name/), 'Ananya Iyer')
    await userEvent.selectOptions(form.getByLabelText(/Gender/), 'Female')
    await userEvent.type(form.getByLabelText(/Monthly rent/), '12500')
    await userEvent.type(form.getByLabelText(/Deposit/), '25000')
    await userEvent.click(form.getByRole('button', { name: 'Add tenant' }))
    await expect(await form.findByText('Already a tenant: Ananya Iyer')).toBeVisible()
    await expect(sent.added).toMatchObject({ phone_number: '9845012345', rent_paise: 1_250_000 })
  },
}

export const AddsToTheBedItWasOpenedFrom: Story = {
  args: { propertyId: 1, bedId: 44 },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement)
    const bed = form.getByLabelText(/^Bed/)
    await waitFor(() => expect(bed).toHaveValue('44'))
    await userEvent.type(form.getByLabelText(/Phone number/), '9812345670')
    await userEvent.type(form.getByLabelText(/Full name/), 'Rohit Sharma')
    await userEvent.selectOptions(form.getByLabelText(/Gender/), 'Male')
    await userEvent.selectOptions(form.getByLabelText(/College/), 'Christ University')
    await within(form.getByLabelText(/Course/)).findByRole('option', { name: 'B.Com' })
    await userEvent.selectOptions(form.getByLabelText(/Course/), 'B.Com')
    await userEvent.type(form.getByLabelText(/Monthly rent/), '12000')
    await userEvent.type(form.getByLabelText(/Deposit/), '24000')
    const dues = within(await form.findByRole('region', { name: 'Move-in dues' }))
    await expect(await dues.findByText('₹31,741.94')).toBeVisible()
    await userEvent.click(form.getByRole('button', { name: 'Add tenant' }))
    await waitFor(() =>
      expect(sent.added).toMatchObject({
        bed_id: 44,
        property_id: 1,
        institution_id: 3,
        course_id: 12,
        rent_paise: 1_200_000,
        deposit_paise: 2_400_000,
        create_collections: true,
      }),
    )
  },
}

export const CanLeaveTheDuesToRaiseLater: Story = {
  args: { propertyId: 1, bedId: 44 },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement)
    await waitFor(() => expect(form.getByLabelText(/^Bed/)).toHaveValue('44'))
    await userEvent.type(form.getByLabelText(/Phone number/), '9812345670')
    await userEvent.type(form.getByLabelText(/Full name/), 'Rohit Sharma')
    await userEvent.selectOptions(form.getByLabelText(/Gender/), 'Male')
    await userEvent.type(form.getByLabelText(/Monthly rent/), '12000')
    await userEvent.type(form.getByLabelText(/Deposit/), '24000')
    const dues = within(await form.findByRole('region', { name: 'Move-in dues' }))
    const raise = dues.getByRole('checkbox', { name: /Raise these dues now/ })
    await expect(raise).toBeChecked()
    await userEvent.click(raise)
    await userEvent.click(form.getByRole('button', { name: 'Add tenant' }))
    await waitFor(() => expect(sent.added).toMatchObject({ bed_id: 44, create_collections: false }))
  },
}

export const LeavesTheBedOutWhenNoneIsChosen: Story = {
  args: { propertyId: 1 },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement)
    await expect(form.getByLabelText(/^Bed/)).toHaveValue('-1')
    await userEvent.type(form.getByLabelText(/Phone number/), '9812345670')
    await userEvent.type(form.getByLabelText(/Full name/), 'Rohit Sharma')
    await userEvent.selectOptions(form.getByLabelText(/Gender/), 'Male')
    await userEvent.type(form.getByLabelText(/Monthly rent/), '12000')
    await userEvent.type(form.getByLabelText(/Deposit/), '24000')
    await userEvent.click(form.getByRole('button', { name: 'Add tenant' }))
    await waitFor(() => expect(sent.added).toBeDefined())
    await expect(sent.added).not.toHaveProperty('bed_id')
  },
}

export const ConvertsAMoveInRequestWithItsDues: Story = {
  args: { tokenRequest: tokenRequest() },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement)
    await expect(form.getByLabelText(/Full name/)).toHaveValue('Rohit Sharma')
    await expect(form.getByLabelText(/Moves in/)).toHaveValue('2026-12-12')
    const dues = within(await form.findByRole('region', { name: 'Move-in dues' }))
    await expect(await dues.findByText('Token already paid')).toBeVisible()
    await expect(dues.getByText('Due on move-in').nextElementSibling).toHaveTextContent('₹26,741.94')
    await userEvent.click(form.getByRole('button', { name: 'Add tenant' }))
    await waitFor(() =>
      expect(sent.added).toMatchObject({ tenant_onboarding_id: 61, bed_id: 44, phone_number: '9812345670' }),
    )
  },
}
