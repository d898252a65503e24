import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { withAppProviders } from '../../../testing/storyProviders'
import { expectToast } from '../../../testing/storyToasts'
import { businessHandlers } from './businessHandlers'
import { BusinessSection } from './BusinessSection'

/** A valid Karnataka GSTIN (its check character is right). */
const GSTIN = '29ABCDE1234F1ZW'

const sent: unknown[] = []

const meta = {
  title: 'Features/Settings/Business',
  component: BusinessSection,
  decorators: [withAppProviders({ path: '/settings', url: '/settings?tab=business' })],
  beforeEach({ msw }) {
    sent.length = 0
    msw.use(
      ...businessHandlers(sent),
      http.post('*/onboarding/api/v1/operator/cloudfront/upload', () =>
        HttpResponse.json(
          {
            data: {
              id: 'logo1',
              file_name: 'logo.png',
              content_type: 'image/png',
              size_bytes: 68,
              url: '/onboarding/api/v1/operator/cloudfront/file/logo1',
              uploaded_at: '2026-11-22T04:30:00Z',
            },
          },
          { status: 201 },
        ),
      ),
    )
  },
} satisfies Meta<typeof BusinessSection>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const SavesTheProfile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const brand = await canvas.findByLabelText(/^Brand/)
    await userEvent.clear(brand)
    await userEvent.type(brand, 'Roost Stays')
    await userEvent.type(canvas.getByLabelText(/^GSTIN/), GSTIN.toLowerCase())
    await expect(canvas.getByLabelText(/^State/)).toHaveAccessibleDescription('GST state code 29')
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    await expect(sent[0]).toMatchObject({
      brand: 'Roost Stays',
      gstin: GSTIN,
      state_code: '29',
      tax_type: 'GST',
    })
    await expectToast('Business profile saved')
  },
}

export const AGstinOfAnotherStateIsRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText(/^GSTIN/), '27ABCDE1234F1Z0')
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }))
    await expect(canvas.getByLabelText(/^GSTIN/)).toHaveAccessibleDescription(
      /registered in Maharashtra \(27\), but the registered address is in Karnataka \(29\)/,
    )
    await expect(sent).toEqual([])
  },
}

export const AServerRefusalShowsOnItsField: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put('*/user/api/v1/operator/business_profile', () =>
        HttpResponse.json(
          {
            message: 'Tax type VAT is not one of your country’s tax types.',
            errors: [
              { field: 'body.tax_type', message: 'Tax type VAT is not one of your country’s tax types.' },
            ],
          },
          { status: 400 },
        ),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Save profile' }))
    await waitFor(() =>
      expect(canvas.getByLabelText(/^Default tax type/)).toHaveAccessibleDescription(
        /Tax type VAT is not one of your country’s tax types/,
      ),
    )
    await expect(canvas.getByLabelText(/^Brand/)).toHaveValue('Roost Demo Stays')
  },
}

/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (character) => character.charCodeAt(0),
)

export const UploadsTheLogoAndShowsItBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.upload(
      await canvas.findByLabelText('Choose file'),
      new File([PNG], 'logo.png', { type: 'image/png' }),
    )
    await expect(await canvas.findByRole('img', { name: 'Your logo' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    )
    await expect(sent).toEqual([{ image: '/onboarding/api/v1/operator/cloudfront/file/logo1' }])
    await expectToast('Business profile saved')
  },
}
