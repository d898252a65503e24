import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { addDays, format } from 'date-fns'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { parseIsoDate } from '../../design-system/DateField'
import { inSheetFrame } from '../../testing/sheetFrame'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import { today } from './dates'
import EditProfileSheet from './EditProfileSheet'
import { OTHER_RESIDENTS_PHONE, profileHandlers, resetSent, sent } from './storyHandlers'

const meta = {
  title: 'Features/Tenants/Edit profile sheet/Tests',
  component: EditProfileSheet,
  decorators: [inSheetFrame(640), withAppProviders()],
  parameters: { layout: 'fullscreen' },
  args: { panelId: 1, tenantId: 101 },
  beforeEach({ msw }) {
    resetSent()
    msw.use(...profileHandlers)
  },
} satisfies Meta<typeof EditProfileSheet>

export default meta
type Story = StoryObj<typeof meta>

const formOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Edit profile' }))

async function retype(field: HTMLElement, value: string) {
  await userEvent.clear(field)
  await userEvent.type(field, value)
}

const tomorrow = () => format(addDays(parseIsoDate(today()) ?? new Date(), 1), 'yyyy-MM-dd')

export const SavesOnlyWhatChanged: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement)
    await expect(form.getByLabelText(/Phone number/)).toHaveValue('9845012345')
    await expect(form.getByLabelText(/Guardian's name/)).toHaveValue('Ramesh Iyer')
    const last4 = form.getByLabelText(/Last 4 characters of the ID/)
    await expect(last4).toHaveValue('1234')
    await expect(last4).toHaveAccessibleDescription('Kept as XXXX XXXX 1234')
    await expect(form.getByLabelText(/Submitted on/)).toHaveValue('2026-06-04')

    await retype(form.getByLabelText(/Phone number/), '9845099999')
    await retype(form.getByLabelText(/Guardian's name/), 'Suresh Iyer')
    await userEvent.clear(form.getByLabelText(/Emergency contact's phone/))
    await retype(last4, '5678')
    await expect(last4).toHaveAccessibleDescription('Kept as XXXX XXXX 5678')
    await userEvent.selectOptions(form.getByLabelText(/Police verification/), 'Verified')
    const verifiedOn = form.getByLabelText(/Verified on/)
    await expect(verifiedOn).toHaveValue('')
    await userEvent.type(verifiedOn, '2026-11-20')
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }))

    await waitFor(() =>
      expect(sent.profile).toEqual({
        phone_number: '9845099999',
        guardian_name: 'Suresh Iyer',
        emergency_contact_phone: null,
        kyc_id_last4: '5678',
        police_verification_status: 'VERIFIED',
        police_verification_date: '2026-11-20',
      }),
    )
    await expectToast("Ananya Iyer's profile saved")
  },
}

export const ShowsValidationNextToTheFields: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement)
    await retype(form.getByLabelText(/Phone number/), '512345678')
    await userEvent.clear(form.getByLabelText(/Full name/))
    await retype(form.getByLabelText(/Email/), 'not-an-email')
    await retype(form.getByLabelText(/Last 4 characters of the ID/), '12AB')
    await userEvent.selectOptions(form.getByLabelText(/Police verification/), 'Verified')
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }))

    await expect(form.getByLabelText(/Phone number/)).toHaveAccessibleDescription(
      'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
    )
    await expect(form.getByLabelText(/Full name/)).toHaveAccessibleDescription('Enter the name')
    await expect(form.getByLabelText(/Email/)).toHaveAccessibleDescription('Enter a valid email address')
    await expect(form.getByLabelText(/Last 4 characters/)).toHaveAccessibleDescription(
      /An Aadhaar number ends in 4 digits/,
    )
    const verifiedOn = form.getByLabelText(/Verified on/)
    await expect(verifiedOn).toHaveAccessibleDescription('Enter the date')
    await userEvent.type(verifiedOn, tomorrow())
    await userEvent.tab()
    await waitFor(() => expect(verifiedOn).toHaveAccessibleDescription('The date cannot be in the future'))
    await expect(sent.profile).toBeUndefined()
  },
}

export const ShowsAPhoneConflictNextToThePhone: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement)
    const phone = form.getByLabelText(/Phone number/)
    await retype(phone, OTHER_RESIDENTS_PHONE)
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }))
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription('Rahul Verma (Room 202) already has this number'),
    )
    await expect(sent.profile).toEqual({ phone_number: OTHER_RESIDENTS_PHONE })
    await expect(phone).toHaveValue(OTHER_RESIDENTS_PHONE)
  },
}

export const KeepsWhatWasTypedWhenTheServerFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put('*/user/api/v1/operator/edit/tenant/details/:id', () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement)
    await retype(form.getByLabelText(/Guardian's name/), 'Suresh Iyer')
    await retype(form.getByLabelText(/Relation/), 'Uncle')
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }))
    await expectToast('Some unknown error has occured')
    await expect(form.getByLabelText(/Guardian's name/)).toHaveValue('Suresh Iyer')
    await expect(form.getByLabelText(/Relation/)).toHaveValue('Uncle')
    await waitFor(() => expect(form.getByRole('button', { name: 'Save profile' })).toBeEnabled())
  },
}

export const SaysWhenNothingChanged: Story = {
  play: async ({ canvasElement }) => {
    const form = await formOf(canvasElement)
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }))
    await expect(await form.findByRole('status')).toHaveTextContent('Nothing changed yet.')
    await expect(sent.profile).toBeUndefined()
  },
}
