import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, userEvent, within } from 'storybook/test'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import { tenantPageHandlers } from './storyHandlers'
import TenantPage from './TenantPage'

const meta = {
  title: 'Features/Tenants/Tenant page/Tests',
  component: TenantPage,
  decorators: [withAppProviders({ path: '/occupancy/tenant/:tenantId', url: '/occupancy/tenant/101' })],
  beforeEach({ msw }) {
    msw.use(...tenantPageHandlers)
  },
} satisfies Meta<typeof TenantPage>

export default meta
type Story = StoryObj<typeof meta>

const section = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }))

export const ShowsEverySection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: /Ananya Iyer/ })).toBeVisible()
    const profile = await section(canvasElement, 'Profile')
    await expect(profile.getByText('Student · Christ University, B.Com (year 2)')).toBeVisible()
    await expect(profile.getByText('Aadhaar XXXX XXXX 1234')).toBeVisible()
    const room = await section(canvasElement, 'Room and bed')
    await expect(room.getByText('Second floor · Room 204 · Bed B')).toBeVisible()
    await expect(room.getByText('Priya Nair (Bed A)')).toBeVisible()
    const rent = await section(canvasElement, 'Rent and deposit')
    await expect(rent.getByText('₹25,000.00 agreed · ₹25,000.00 held')).toBeVisible()
    await expect(rent.getByText('₹12,500.00')).toHaveAttribute('data-tone', 'error')
    const bank = await section(canvasElement, 'Bank')
    await expect(bank.getByText('HDFC Bank ••9876')).toBeVisible()
    const documents = await section(canvasElement, 'Documents')
    await expect(await documents.findByText('Aadhaar (front)')).toBeVisible()
    await expect(documents.getByRole('button', { name: 'Download Aadhaar (front)' })).toBeVisible()
    await expect(documents.getByRole('group', { name: 'Upload documents' })).toBeVisible()
    const history = await section(canvasElement, 'History')
    await expect(history.getByText('Roost Koramangala · Room 204 · Bed B')).toBeVisible()
  },
}

export const GeneratesAnAgreementAndOffersTheSignedUpload: Story = {
  play: async ({ canvasElement }) => {
    const agreements = await section(canvasElement, 'Agreements')
    await expect(await agreements.findByText('Awaiting signature')).toBeVisible()
    await userEvent.click(agreements.getByRole('button', { name: 'Generate agreement' }))
    await expectToast('Rent agreement generated')
    await userEvent.click(agreements.getByRole('button', { name: 'Upload signed' }))
    await expect(agreements.getByRole('group', { name: 'Signed agreement' })).toBeVisible()
    await expect(agreements.getByText(/PDF, up to 10 MB/)).toBeVisible()
  },
}
