import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { SheetHarness } from './SheetHarness'

const meta = {
  title: 'App/Side sheet/Tests',
  component: SheetHarness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SheetHarness>

export default meta
type Story = StoryObj<typeof meta>

const screen = within(document.body)
const dialogs = () => screen.queryAllByRole('dialog', { hidden: true })
const backdrop = () => document.querySelector<HTMLElement>('[data-testid="side-sheet-backdrop"]')
const settle = { timeout: 3000 }

/** Waits until the panels' right edges sit 40 px apart per level, i.e. the spring has settled. */
const expectOffsets = async (offsets: number[]) =>
  waitFor(() => {
    const rights = dialogs().map((dialog) => Math.round(dialog.getBoundingClientRect().right))
    expect(rights).toEqual(offsets.map((offset) => window.innerWidth - offset))
  }, settle)

const layers = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    kind: 'demo',
    title: `Layer ${i + 1}`,
    props: { text: `Content ${i + 1}` },
  }))

export const OnePanel: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open panel' }))
    const dialog = await screen.findByRole('dialog', { name: 'Panel' })
    await expect(dialog.getBoundingClientRect().width).toBe(400)
    await expect(getComputedStyle(dialog).height).toBe(`${window.innerHeight}px`)
    await expect(within(dialog).getByRole('heading', { name: 'Panel' })).toBeVisible()
    await expectOffsets([0])
    await expect(getComputedStyle(dialog).zIndex).toBe('41')
    await waitFor(() => expect(getComputedStyle(backdrop()!).opacity).toBe('0.5'), settle)
    await expect(getComputedStyle(backdrop()!).zIndex).toBe('40')
    await expect(getComputedStyle(backdrop()!).backdropFilter).toBe('blur(4px)')
    await expect(getComputedStyle(backdrop()!).backgroundColor).toBe('rgba(0, 0, 0, 0.5)')
  },
}

export const CloseButtonClosesItsPanel: Story = {
  args: { initialPanels: layers(1) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Layer 1' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close side sheet' }))
    await waitFor(() => expect(dialogs()).toHaveLength(0), settle)
    await waitFor(() => expect(backdrop()).toBeNull(), settle)
  },
}

export const TwoPanelsStack: Story = {
  args: { initialPanels: layers(1) },
  play: async () => {
    const first = await screen.findByRole('dialog', { name: 'Layer 1' })
    await userEvent.click(within(first).getByRole('button', { name: 'Open another panel' }))
    await screen.findByRole('dialog', { name: 'Nested panel' })
    await expectOffsets([40, 0])
    const [lower, top] = dialogs()
    await expect(getComputedStyle(lower).zIndex).toBe('41')
    await expect(getComputedStyle(top).zIndex).toBe('43')
    await expect(getComputedStyle(backdrop()!).zIndex).toBe('42')
    await expect(getComputedStyle(lower).pointerEvents).toBe('none')
    await expect(lower).toHaveAttribute('inert')
    await expect(getComputedStyle(top).pointerEvents).toBe('auto')
  },
}

export const ThreePanelsStack: Story = {
  args: { initialPanels: layers(3) },
  play: async () => {
    await waitFor(() => expect(dialogs()).toHaveLength(3))
    await expectOffsets([80, 40, 0])
    await expect(dialogs().map((dialog) => getComputedStyle(dialog).zIndex)).toEqual(['41', '43', '45'])
    await expect(getComputedStyle(backdrop()!).zIndex).toBe('44')
    const [bottom, middle, top] = dialogs()
    await expect(bottom).toHaveAttribute('inert')
    await expect(middle).toHaveAttribute('inert')
    await expect(top).not.toHaveAttribute('inert')
    // Only the top panel takes pointer input: clicking where the middle one shows hits the top or the backdrop.
    const point = middle.getBoundingClientRect()
    const hit = document.elementFromPoint(point.left + 10, point.top + 100)
    await expect(middle.contains(hit)).toBe(false)
  },
}

export const EscapeClosesTopPanel: Story = {
  args: { initialPanels: layers(2) },
  play: async () => {
    await waitFor(() => expect(dialogs()).toHaveLength(2))
    await userEvent.keyboard('{Escape}')
    await waitFor(
      () => expect(dialogs().map((dialog) => dialog.getAttribute('aria-label'))).toEqual(['Layer 1']),
      settle,
    )
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(dialogs()).toHaveLength(0), settle)
  },
}

export const BackdropClickClosesTopPanel: Story = {
  args: { initialPanels: layers(2) },
  play: async () => {
    await waitFor(() => expect(backdrop()).not.toBeNull())
    await userEvent.click(backdrop()!)
    await waitFor(() => expect(dialogs()).toHaveLength(1), settle)
    await expect(dialogs()[0]).toHaveAccessibleName('Layer 1')
  },
}

export const PanelBackdropClosableFalseKeepsIt: Story = {
  args: { initialPanels: [{ kind: 'demo', title: 'Sticky', backdropClosable: false }] },
  play: async () => {
    await waitFor(() => expect(backdrop()).not.toBeNull())
    await userEvent.click(backdrop()!)
    await new Promise((resolve) => setTimeout(resolve, 400))
    await expect(dialogs()).toHaveLength(1)
  },
}

export const GlobalClickToCloseOffKeepsIt: Story = {
  args: { backdrop: { clickToClose: false }, initialPanels: layers(1) },
  play: async () => {
    await waitFor(() => expect(backdrop()).not.toBeNull())
    await userEvent.click(backdrop()!)
    await new Promise((resolve) => setTimeout(resolve, 400))
    await expect(dialogs()).toHaveLength(1)
  },
}

export const PanelSettingBeatsGlobalClickToClose: Story = {
  args: {
    backdrop: { clickToClose: false },
    initialPanels: [{ kind: 'demo', title: 'Closable', backdropClosable: true }],
  },
  play: async () => {
    await waitFor(() => expect(backdrop()).not.toBeNull())
    await userEvent.click(backdrop()!)
    await waitFor(() => expect(dialogs()).toHaveLength(0), settle)
  },
}

export const TopPanelTurnsBackdropOff: Story = {
  args: { initialPanels: [...layers(1), { kind: 'demo', title: 'No backdrop', hasBackdrop: false }] },
  play: async () => {
    await waitFor(() => expect(dialogs()).toHaveLength(2))
    await waitFor(() => expect(backdrop()).toBeNull(), settle)
  },
}

export const BackdropDisabledGlobally: Story = {
  args: { backdrop: { enabled: false }, initialPanels: layers(1) },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Layer 1' })
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(backdrop()).toBeNull()
  },
}

export const NoBackdropWhenEmpty: Story = {
  play: async ({ canvasElement }) => {
    await expect(backdrop()).toBeNull()
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open panel' }))
    await waitFor(() => expect(backdrop()).not.toBeNull())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(backdrop()).toBeNull(), settle)
  },
}

export const LazyContentShowsLoading: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open slow panel' }))
    const dialog = await screen.findByRole('dialog', { name: 'Slow panel' })
    await expect(within(dialog).getByText('Loading…')).toBeVisible()
    await expect(
      await within(dialog).findByRole('button', { name: 'Open another panel' }, settle),
    ).toBeVisible()
    await expect(within(dialog).queryByText('Loading…')).toBeNull()
  },
}

export const PushLazyShowsLoadingUntilPropsArrive: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Push lazy panel' }))
    const dialog = await screen.findByRole('dialog', { name: 'Lazy panel' })
    await expect(within(dialog).getByText('Loading…')).toBeVisible()
    await expect(await within(dialog).findByText('Fetched content', {}, settle)).toBeVisible()
  },
}

export const FocusMovesInAndReturns: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open panel' })
    await userEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Panel' })
    await waitFor(() => expect(dialog).toHaveFocus())
    const nestedOpener = await within(dialog).findByRole('button', { name: 'Open another panel' })
    await userEvent.click(nestedOpener)
    const nested = await screen.findByRole('dialog', { name: 'Nested panel' })
    await waitFor(() => expect(nested).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(nestedOpener).toHaveFocus(), settle)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(opener).toHaveFocus(), settle)
  },
}

export const UpdateTopRenamesPanel: Story = {
  args: { initialPanels: layers(1) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Layer 1' })
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Rename this panel' }))
    await expect(await screen.findByRole('dialog', { name: 'Renamed panel' })).toBeVisible()
    await expect(screen.getByRole('heading', { name: 'Renamed panel' })).toBeVisible()
  },
}
