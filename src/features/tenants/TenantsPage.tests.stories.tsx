import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { AddressOutput } from '../../testing/AddressOutput'
import { withAppProviders } from '../../testing/storyProviders'
import { expectToast } from '../../testing/storyToasts'
import { bankLinkHandlers, listHandlers, resetSent, sent } from './storyHandlers'
import TenantsPage from './TenantsPage'

const meta = {
  title: 'Features/Tenants/Tenants page/Tests',
  component: TenantsPage,
  decorators: [withAppProviders({ path: '/occupancy/tenant', url: '/occupancy/tenant' })],
  render: () => (
    <>
      <AddressOutput />
      <TenantsPage />
    </>
  ),
  beforeEach({ msw }) {
    resetSent()
    msw.use(...listHandlers)
  },
} satisfies Meta<typeof TenantsPage>

export default meta
type Story = StoryObj<typeof meta>

const address = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Address' })

export const ActiveTenantsByDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = within(await canvas.findByRole('table', { name: 'Tenants' }))
    await expect(await table.findByText('Ananya Iyer')).toBeVisible()
    await expect(table.getByText('Room 201 · Bed A')).toBeVisible()
    await expect(table.queryByText('Arjun Reddy')).toBeNull()
    await expect(canvas.getByRole('tab', { name: /Active/ })).toHaveAttribute('aria-selected', 'true')
    await waitFor(() =>
      expect(address(canvasElement)).toHaveTextContent('/occupancy/tenant?page=1&rowsPerPage=10&tab=active'),
    )
    await expect(sent.lists.at(-1)?.get('type')).toBe('active')
  },
}

export const TabsAndFiltersLiveInTheAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Ananya Iyer')
    await userEvent.click(canvas.getByRole('tab', { name: /On notice/ }))
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('tab=on_notice'))
    await expect(await canvas.findByText('Sneha Kulkarni')).toBeVisible()
    await waitFor(() => expect(canvas.queryByText('Ananya Iyer')).toBeNull())

    await userEvent.click(canvas.getByRole('tab', { name: /Active/ }))
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or phone' }), 'rahul')
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('name=rahul'))
    await waitFor(() => expect(sent.lists.at(-1)?.get('name')).toBe('rahul'))
    await waitFor(() => expect(canvas.queryByText('Ananya Iyer')).toBeNull())
    await expect(canvas.getByText('Rahul Verma')).toBeVisible()

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bed' }), 'Without a bed')
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('is_bed_linked=false'))
    await expect(await canvas.findByText('No tenant matches these filters')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(address(canvasElement)).not.toHaveTextContent('name='))
    await expect(await canvas.findByText('Ananya Iyer')).toBeVisible()
  },
}

export const AddTenantOpensTheSheet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Ananya Iyer')
    await userEvent.click(canvas.getByRole('button', { name: 'Add tenant' }))
    const body = within(document.body)
    await expect(await body.findByRole('form', { name: 'Add tenant' }, { timeout: 5000 })).toBeVisible()
  },
}

export const SelectedResidentsAreLinkedToABankAccount: Story = {
  beforeEach({ msw }) {
    msw.use(...bankLinkHandlers)
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = within(await canvas.findByRole('table', { name: 'Tenants' }))
    await table.findByText('Ananya Iyer')
    await expect(canvas.queryByRole('region', { name: 'Selected residents' })).toBeNull()
    await userEvent.click(table.getByRole('checkbox', { name: 'Select all rows' }))
    const bar = within(canvas.getByRole('region', { name: 'Selected residents' }))
    await expect(bar.getByText('6 residents selected')).toBeVisible()
    await userEvent.click(bar.getByRole('button', { name: 'Clear selection' }))
    await expect(canvas.queryByRole('region', { name: 'Selected residents' })).toBeNull()

    await userEvent.click(table.getByRole('checkbox', { name: 'Select row Ananya Iyer' }))
    await userEvent.click(table.getByRole('checkbox', { name: 'Select row Rahul Verma' }))
    // Ticking a box does not open the resident's page.
    await expect(address(canvasElement)).toHaveTextContent('/occupancy/tenant?')
    await expect(canvas.getByText('2 residents selected')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Link to bank account' }))
    const sheet = within(
      await within(document.body).findByRole('dialog', { name: 'Link 2 residents to a bank account' }),
    )
    const form = within(await sheet.findByRole('form', { name: 'Link bank account' }, { timeout: 5000 }))
    await userEvent.selectOptions(form.getByLabelText(/Bank account/), 'ICICI Bank ••5521 · Roost Stays LLP')
    await userEvent.click(form.getByRole('button', { name: 'Link 2 residents' }))
    await waitFor(() => expect(sent.linked).toEqual({ tenant_ids: [101, 102], bank_id: 8 }))
    await expectToast('Bank account linked to 2 residents')
  },
}
