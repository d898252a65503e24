import { useState } from 'react'
import { Provider } from 'react-redux'
import { Button } from '../../design-system/Button'
import { useAppDispatch } from '../core/hooks'
import { pushLazyPanel } from '../core/sideSheet/pushLazyPanel'
import {
  backdropConfigured,
  panelPushed,
  type BackdropConfig,
  type PanelInput,
} from '../core/sideSheet/sideSheetSlice'
import { makeStore } from '../core/store'
import type { SheetRegistry } from './registry'
import { SideSheetHost } from './SideSheetHost'

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Kinds for stories: an eager-ish demo panel and one whose chunk takes a while to arrive. */
export const demoRegistry: SheetRegistry = {
  demo: () => import('./DemoPanel'),
  slow: () => delay(800).then(() => import('./DemoPanel')),
}

export type SheetHarnessProps = {
  /** Panels pushed when the story starts, bottom first. */
  initialPanels?: PanelInput[]
  /** Overrides of the global backdrop config. */
  backdrop?: Partial<BackdropConfig>
  /** What the 'Open panel' button pushes. */
  panel?: PanelInput
}

function Controls({ panel }: { panel: PanelInput }) {
  const dispatch = useAppDispatch()
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => dispatch(panelPushed(panel))}>Open panel</Button>
      <Button
        variant="secondary"
        onClick={() => dispatch(panelPushed({ ...panel, kind: 'slow', title: 'Slow panel' }))}
      >
        Open slow panel
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          dispatch(
            pushLazyPanel({ ...panel, title: 'Lazy panel' }, () =>
              delay(800).then(() => ({ text: 'Fetched content' })),
            ),
          )
        }
      >
        Push lazy panel
      </Button>
    </div>
  )
}

/** A store of its own per story, the real host, and buttons that push panels the way screens will. */
export function SheetHarness({
  initialPanels = [],
  backdrop = {},
  panel = { kind: 'demo', title: 'Panel' },
}: SheetHarnessProps) {
  const [store] = useState(() => {
    const created = makeStore()
    created.dispatch(backdropConfigured(backdrop))
    initialPanels.forEach((initial) => created.dispatch(panelPushed(initial)))
    return created
  })
  return (
    <Provider store={store}>
      <Controls panel={panel} />
      <SideSheetHost registry={demoRegistry} />
    </Provider>
  )
}
