import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** Serializable props handed to a panel's component: plain data only, never elements or functions. */
export type SheetProps = Record<string, unknown>

/** One panel of the stack (spec §3). `kind` keys the registry of lazily loaded panel components. */
export type SheetPanel = {
  /** A timestamp, unique within the stack. */
  id: number
  kind: string
  props: SheetProps
  /** Width in pixels. @default 400 */
  width: number
  title?: string
  /** Overrides the global clickToClose for this panel's backdrop. */
  backdropClosable?: boolean
  /** false turns the backdrop off while this panel is on top. */
  hasBackdrop?: boolean
  /** True while a lazily pushed panel waits for its content; the host shows 'Loading…'. */
  pending?: boolean
}

/** The backdrop behind the top panel (spec §9). */
export type BackdropConfig = {
  enabled: boolean
  blur: boolean
  clickToClose: boolean
  opacity: number
  color: string
  /** Milliseconds the backdrop takes to fade in or out. */
  animationDuration: number
  /** Base z-index of the whole stack. */
  zIndex: number
}

export type PanelInput = Omit<SheetPanel, 'id' | 'width' | 'props'> & { width?: number; props?: SheetProps }
export type PanelChanges = Partial<Omit<SheetPanel, 'id'>>

export const DEFAULT_PANEL_WIDTH = 400
export const PANEL_LAYER_OFFSET = 40

export const defaultBackdrop: BackdropConfig = {
  enabled: true,
  blur: true,
  clickToClose: true,
  opacity: 0.5,
  color: 'rgba(0, 0, 0, 0.5)',
  animationDuration: 200,
  zIndex: 40,
}

export type SideSheetState = { stack: SheetPanel[]; backdrop: BackdropConfig }

const initialState: SideSheetState = { stack: [], backdrop: defaultBackdrop }

const applyChanges = (panel: SheetPanel, changes: PanelChanges): SheetPanel => {
  const { id: _ignored, ...rest } = changes as PanelChanges & { id?: number }
  return { ...panel, ...rest }
}

export const sideSheetSlice = createSlice({
  name: 'sideSheet',
  initialState,
  reducers: {
    panelPushed: {
      reducer(state, action: PayloadAction<SheetPanel>) {
        const last = state.stack.at(-1)
        // Two pushes in the same millisecond still get distinct ids.
        const id = last && action.payload.id <= last.id ? last.id + 1 : action.payload.id
        state.stack.push({ ...action.payload, id })
      },
      prepare(input: PanelInput) {
        return {
          payload: {
            ...input,
            id: Date.now(),
            width: input.width ?? DEFAULT_PANEL_WIDTH,
            props: input.props ?? {},
          },
        }
      },
    },
    topPanelUpdated(state, action: PayloadAction<PanelChanges>) {
      const top = state.stack.length - 1
      if (top >= 0) state.stack[top] = applyChanges(state.stack[top], action.payload)
    },
    panelUpdated(state, action: PayloadAction<{ id: number; changes: PanelChanges }>) {
      const index = state.stack.findIndex((panel) => panel.id === action.payload.id)
      if (index >= 0) state.stack[index] = applyChanges(state.stack[index], action.payload.changes)
    },
    panelClosed(state, action: PayloadAction<number>) {
      state.stack = state.stack.filter((panel) => panel.id !== action.payload)
    },
    topPanelClosed(state) {
      state.stack.pop()
    },
    allPanelsClosed(state) {
      state.stack = []
    },
    backdropConfigured(state, action: PayloadAction<Partial<BackdropConfig>>) {
      state.backdrop = { ...state.backdrop, ...action.payload }
    },
  },
  selectors: {
    selectSheetStack: (state) => state.stack,
    selectTopPanel: (state) => state.stack.at(-1),
    selectBackdropConfig: (state) => state.backdrop,
    /** The backdrop shows only with a non-empty stack, the backdrop enabled, and the top panel not opting out. */
    selectBackdropVisible: (state) => {
      const top = state.stack.at(-1)
      return top !== undefined && state.backdrop.enabled && top.hasBackdrop !== false
    },
  },
})

export const {
  panelPushed,
  topPanelUpdated,
  panelUpdated,
  panelClosed,
  topPanelClosed,
  allPanelsClosed,
  backdropConfigured,
} = sideSheetSlice.actions

export const { selectSheetStack, selectTopPanel, selectBackdropConfig, selectBackdropVisible } =
  sideSheetSlice.selectors

/** Whether a click on the backdrop closes the top panel: its own setting first, else the global one. */
export const backdropClickCloses = (top: SheetPanel | undefined, backdrop: BackdropConfig): boolean =>
  top !== undefined && (top.backdropClosable ?? backdrop.clickToClose)

/** Panel z-index: base + 2·index + 1 (spec §9). */
export const panelZIndex = (base: number, index: number) => base + 2 * index + 1

/** Backdrop z-index: base + 2·(depth − 1), just under the top panel and over the ones beneath. */
export const backdropZIndex = (base: number, depth: number) => base + 2 * (depth - 1)

/** Horizontal shift of a panel: 40 px to the left per level beneath the top. */
export const panelOffset = (index: number, depth: number) => -PANEL_LAYER_OFFSET * (depth - 1 - index)
