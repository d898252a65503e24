import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { SideSheetLoading, SideSheetStack } from './SideSheet'

const screen = within(document.body)

const meta = {
  title: 'Design system/SideSheet/Tests',
  component: SideSheetStack,
  parameters: { layout: 'fullscreen' },
  args: {
    panels: [
      { id: 1, width: 400, title: 'Room 204', content: <p>Room content</p> },
      { id: 2, width: 480, content: <SideSheetLoading /> },
    ],
    backdrop: {
      visible: true,
      blur: true,
      opacity: 0.5,
      color: 'rgba(0, 0, 0, 0.5)',
      animationDuration: 200,
    },
    panelZIndex: (index: number) => 41 + 2 * index,
    backdropZIndex: 42,
    panelOffset: (index: number) => -40 * (1 - index),
    onBackdropClick: fn(),
    onClose: fn(),
    onEscape: fn(),
  },
} satisfies Meta<typeof SideSheetStack>

export default meta
type Story = StoryObj<typeof meta>

export const EventsOut: Story = {
  play: async ({ args }) => {
    const backdrop = document.querySelector<HTMLElement>('[data-testid="side-sheet-backdrop"]')!
    await userEvent.click(backdrop)
    await expect(args.onBackdropClick).toHaveBeenCalledTimes(1)
    await userEvent.keyboard('{Escape}')
    await expect(args.onEscape).toHaveBeenCalledTimes(1)
  },
}

export const TitleBarOnlyWhenTitled: Story = {
  play: async ({ args }) => {
    const [lower, top] = screen.getAllByRole('dialog', { hidden: true })
    await expect(
      within(lower).getByRole('button', { name: 'Close side sheet', hidden: true }),
    ).toBeInTheDocument()
    await expect(within(top).queryByRole('button', { name: 'Close side sheet' })).toBeNull()
    await expect(top).toHaveAccessibleName('Side sheet')
    await expect(within(top).getByText('Loading…')).toBeVisible()
    await expect(top.getBoundingClientRect().width).toBe(480)
    await expect(args.onClose).not.toHaveBeenCalled()
  },
}

export const CloseButtonReportsItsPanel: Story = {
  args: {
    panels: [{ id: 7, width: 400, title: 'Tenant', content: <p>Tenant content</p> }],
    backdropZIndex: 40,
  },
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Close side sheet' }))
    await expect(args.onClose).toHaveBeenCalledWith(7)
  },
}

export const BackdropFadesToItsOpacity: Story = {
  play: async () => {
    const backdrop = document.querySelector<HTMLElement>('[data-testid="side-sheet-backdrop"]')!
    await waitFor(() => expect(getComputedStyle(backdrop).opacity).toBe('0.5'), { timeout: 2000 })
  },
}
