import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { moduleFlag } from '../../../testing/fixtures'
import { findModal } from '../../../testing/storyDialogs'
import { withAppProviders } from '../../../testing/storyProviders'
import { expectToast } from '../../../testing/storyToasts'
import { ModulesSection } from './ModulesSection'

const sent: { type: string; body: unknown }[] = []

const meta = {
  title: 'Features/Settings/Modules',
  component: ModulesSection,
  decorators: [withAppProviders({ path: '/settings', url: '/settings?tab=modules' })],
  beforeEach({ msw }) {
    sent.length = 0
    msw.use(
      http.put('*/user/api/v1/operator/module/:type/update', async ({ params, request }) => {
        const body = (await request.json()) as { is_enabled: boolean }
        sent.push({ type: String(params.type), body })
        return HttpResponse.json({
          data: { module_type: params.type, is_enabled: body.is_enabled, is_active_data: true },
        })
      }),
    )
  },
} satisfies Meta<typeof ModulesSection>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const SwitchingComplaintsOffIsConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const complaints = await canvas.findByRole('switch', { name: /^Complaints/ })
    await expect(complaints).toBeChecked()
    await userEvent.click(complaints)
    const confirm = await findModal('Switch complaints off?', 'alertdialog')
    await expect(confirm).toHaveAccessibleDescription(
      /leaves the menu and its pages close, in every open tab\. Every complaint stays saved/,
    )
    const dialog = within(confirm)
    await userEvent.click(dialog.getByRole('button', { name: 'Switch off' }))
    await waitFor(() => expect(sent).toEqual([{ type: 'complaint', body: { is_enabled: false } }]))
    await expectToast('Complaints switched off')
  },
}

export const CancellingChangesNothing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('switch', { name: /^Expenses/ }))
    const confirm = await findModal('Switch expenses off?', 'alertdialog')
    // This operator has no expenses yet, so Expenses would leave the menu (with expenses it stays).
    await expect(confirm).toHaveAccessibleDescription(/Expenses leaves the menu in every open tab/)
    const dialog = within(confirm)
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull())
    await expect(sent).toEqual([])
    await expect(canvas.getByRole('switch', { name: /^Expenses/ })).toBeChecked()
  },
}

export const SwitchingAnOffModuleOn: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/user/api/v1/operator/module/content_type/operatoruser/object_id/:id/list', () =>
        HttpResponse.json({ data: [moduleFlag('expense', true), moduleFlag('complaint', false, true)] }),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const complaints = await canvas.findByRole('switch', { name: /^Complaints/ })
    await expect(complaints).not.toBeChecked()
    await userEvent.click(complaints)
    const dialog = within(await findModal('Switch complaints on?', 'alertdialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Switch on' }))
    await waitFor(() => expect(sent).toEqual([{ type: 'complaint', body: { is_enabled: true } }]))
  },
}
