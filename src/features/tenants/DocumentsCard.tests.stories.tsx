import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import { DocumentsCard } from './DocumentsCard'
import { documentHandlers, resetSent, sent } from './storyHandlers'

const meta = {
  title: 'Features/Tenants/Documents card/Tests',
  component: DocumentsCard,
  decorators: [withAppProviders()],
  args: { tenantId: 101 },
  beforeEach({ msw }) {
    resetSent()
    msw.use(...documentHandlers)
  },
} satisfies Meta<typeof DocumentsCard>

export default meta
type Story = StoryObj<typeof meta>

const itemOf = async (canvasElement: HTMLElement, name: string) => {
  const list = within(await within(canvasElement).findByRole('list', { name: 'Documents' }))
  return within((await list.findByText(name)).closest('li')!)
}

export const ShowsVerificationAndExpiryBadges: Story = {
  play: async ({ canvasElement }) => {
    const passport = await itemOf(canvasElement, 'Passport')
    await expect(passport.getByText('Unverified')).toBeVisible()
    await expect(passport.getByText(/Expires (in \d+ days?|today)/)).toBeVisible()
    const pan = await itemOf(canvasElement, 'PAN card')
    await expect(pan.getByText('Rejected')).toBeVisible()
    await expect(pan.getByText('Rejected: Photo is blurred')).toBeVisible()
    const visa = await itemOf(canvasElement, 'Student visa')
    await expect(visa.getByText('Verified')).toBeVisible()
    await expect(visa.getByText('Expired on 01/11/2026')).toBeVisible()
    await expect(visa.queryByRole('button', { name: 'Verify Student visa' })).toBeNull()
  },
}

export const VerifiesInOneClick: Story = {
  play: async ({ canvasElement }) => {
    const passport = await itemOf(canvasElement, 'Passport')
    await userEvent.click(passport.getByRole('button', { name: 'Verify Passport' }))
    await waitFor(() =>
      expect(sent.documentUpdates).toEqual([{ id: 911, body: { verification_status: 'VERIFIED' } }]),
    )
    await expectToast('Passport verified')
  },
}

export const ReviewOpensTheSheet: Story = {
  play: async ({ canvasElement }) => {
    const pan = await itemOf(canvasElement, 'PAN card')
    await userEvent.click(pan.getByRole('button', { name: 'Review PAN card' }))
    const sheet = within(await within(document.body).findByRole('dialog', { name: 'Review: PAN card' }))
    await expect(await sheet.findByRole('form', { name: 'Reject document' })).toBeVisible()
    await expect(sheet.getByRole('button', { name: 'Verify document' })).toBeVisible()
  },
}
