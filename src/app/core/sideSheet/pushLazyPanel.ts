import type { AppThunk } from '../store'
import { panelClosed, panelPushed, panelUpdated, type PanelInput, type SheetProps } from './sideSheetSlice'

/**
 * Push a panel at once and fill it when its props arrive: it shows 'Loading…' until `load` resolves.
 * If loading fails the panel closes again and the error reaches the caller. Resolves to the panel's id.
 */
export const pushLazyPanel =
  (input: PanelInput, load: () => Promise<SheetProps>): AppThunk<Promise<number>> =>
  async (dispatch, getState) => {
    dispatch(panelPushed({ ...input, pending: true }))
    const id = getState().sideSheet.stack.at(-1)?.id ?? 0
    try {
      const props = await load()
      dispatch(panelUpdated({ id, changes: { props, pending: false } }))
      return id
    } catch (error) {
      dispatch(panelClosed(id))
      throw error
    }
  }
