import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import { tenantDetail } from './fixtures'
import {
  bankLinkHandlers,
  documentHandlers,
  resetSent,
  sent,
  tenantPageHandlers,
  transferHandlers,
} from './storyHandlers'
import TenantPage from './TenantPage'

const meta = {
  title: 'Features/Tenants/Tenant page/Transfer, documents and bank',
  component: TenantPage,
  decorators: [withAppProviders({ path: '/occupancy/tenant/:tenantId', url: '/occupancy/tenant/101' })],
  beforeEach({ msw }) {
    resetSent()
    // The first handler matching a request answers it: these documents replace the page's two.
    msw.use(...documentHandlers, ...transferHandlers, ...bankLinkHandlers, ...tenantPageHandlers)
  },
} satisfies Meta<typeof TenantPage>

export default meta
type Story = StoryObj<typeof meta>

/** A card of the page, once its own query has answered (the room card waits for the room details). */
const section = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }, { timeout: 5000 }))

export const TransferRoomOpensTheTransferSheet: Story = {
  play: async ({ canvasElement }) => {
    const room = await section(canvasElement, 'Room and bed')
    await userEvent.click(await room.findByRole('button', { name: 'Transfer room' }))
    const sheet = within(await within(document.body).findByRole('dialog', { name: 'Transfer: Ananya Iyer' }))
    const form = within(await sheet.findByRole('form', { name: 'Transfer room' }, { timeout: 5000 }))
    await expect(form.getByLabelText(/Property/)).toHaveValue('1')
  },
}

export const AMovedOutTenantCannotBeTransferred: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/user/api/v1/operator/tenant/details/:id', () =>
        HttpResponse.json({ data: tenantDetail({ status: 'MOVED_OUT', is_bed_linked: false }) }),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const room = await section(canvasElement, 'Room and bed')
    const button = await room.findByRole('button', { name: 'Transfer room' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAccessibleDescription('Moved out: there is no stay to transfer.')
    await expect(room.getByText('Moved out: there is no stay to transfer.')).toBeVisible()
  },
}

export const TheBankCardSaysWhereRentGoesAndLinks: Story = {
  play: async ({ canvasElement }) => {
    const bank = await section(canvasElement, 'Bank')
    await expect(await bank.findByText('Rent goes to')).toBeVisible()
    await expect(bank.getByText('HDFC Bank ••9876')).toBeVisible()
    await userEvent.click(bank.getByRole('button', { name: 'Link bank account' }))
    const sheet = within(
      await within(document.body).findByRole('dialog', { name: 'Link bank account: Ananya Iyer' }),
    )
    const form = within(await sheet.findByRole('form', { name: 'Link bank account' }, { timeout: 5000 }))
    await expect(form.getByLabelText(/Bank account/)).toHaveValue('7')
    await userEvent.selectOptions(form.getByLabelText(/Bank account/), 'ICICI Bank ••5521 · Roost Stays LLP')
    await userEvent.click(form.getByRole('button', { name: 'Link resident' }))
    await waitFor(() => expect(sent.linked).toEqual({ tenant_ids: [101], bank_id: 8 }))
    await expectToast('Bank account linked to 1 resident')
  },
}

export const DocumentsShowBadgesAndVerify: Story = {
  play: async ({ canvasElement }) => {
    const documents = await section(canvasElement, 'Documents')
    await expect(await documents.findByText('Expired on 01/11/2026')).toBeVisible()
    await userEvent.click(documents.getByRole('button', { name: 'Verify Passport' }))
    await waitFor(() =>
      expect(sent.documentUpdates).toEqual([{ id: 911, body: { verification_status: 'VERIFIED' } }]),
    )
    await expectToast('Passport verified')
  },
}
