import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import { changedTermsHistory, tenantDetail } from './fixtures'
import { profileHandlers, rentTermsHandlers, tenantPageHandlers } from './storyHandlers'
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
    await expect(await bank.findByText('HDFC Bank ••9876')).toBeVisible()
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

export const ShowsTheTermsHistoryAndAnUpcomingChange: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/user/api/v1/operator/tenant/details/:id', () =>
        HttpResponse.json({ data: tenantDetail({ terms_history: changedTermsHistory }) }),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const rent = await section(canvasElement, 'Rent and deposit')
    await expect(
      rent.getByText(
        'Upcoming change from 01/12/2026: ₹13,500.00 a month, due on day 5 · deposit ₹25,000.00 · notice 30 days · lock-in 6 months',
      ),
    ).toBeVisible()
    const terms = await section(canvasElement, 'Terms history')
    const versions = within(terms.getByRole('list', { name: 'Rent terms versions' })).getAllByRole('listitem')
    await expect(versions).toHaveLength(3)
    const [upcoming, current, past] = versions
    await expect(upcoming).toHaveTextContent('From 01/12/2026 · Change')
    await expect(within(upcoming).getByText('Upcoming')).toBeVisible()
    await expect(upcoming).toHaveTextContent('₹13,500.00 a month, due on day 5')
    await expect(upcoming).toHaveTextContent('Reason: Annual revision')
    await expect(upcoming).toHaveTextContent('By Ramesh Gowda on 20/11/2026')
    await expect(current).toHaveTextContent('From 15/09/2026 · Room transfer')
    await expect(within(current).getByText('Current')).toBeVisible()
    await expect(past).toHaveTextContent('From 01/06/2026 · Move-in')
    await expect(within(past).getByText('Past')).toBeVisible()
    await expect(past).toHaveTextContent('₹11,000.00 a month, due on day 5 · deposit ₹22,000.00')
  },
}

export const OpensTheProfileAndRentTermsSheets: Story = {
  beforeEach({ msw }) {
    msw.use(...profileHandlers, ...rentTermsHandlers)
  },
  play: async ({ canvasElement }) => {
    const body = within(document.body)
    const profile = await section(canvasElement, 'Profile')
    await expect(profile.getByText('Submitted on 04/06/2026')).toBeVisible()
    await userEvent.click(profile.getByRole('button', { name: 'Edit profile' }))
    const profileSheet = within(await body.findByRole('dialog', { name: 'Edit profile: Ananya Iyer' }))
    await expect(await profileSheet.findByRole('form', { name: 'Edit profile' })).toBeVisible()
    await userEvent.click(profileSheet.getByRole('button', { name: 'Cancel' }))

    const rent = await section(canvasElement, 'Rent and deposit')
    await userEvent.click(rent.getByRole('button', { name: 'Change rent or terms' }))
    const termsSheet = within(await body.findByRole('dialog', { name: 'Rent and terms: Ananya Iyer' }))
    await expect(await termsSheet.findByRole('form', { name: 'Change rent or terms' })).toBeVisible()
  },
}
