import { Button } from '../../design-system/Button'
import { useAppDispatch } from '../core/hooks'
import { panelPushed, topPanelUpdated } from '../core/sideSheet/sideSheetSlice'
import type { SheetContentProps } from './registry'

/** A panel used by the side sheet's stories: shows its props and can push another panel or rename itself. */
export default function DemoPanel({ panelId, text }: SheetContentProps & { text?: string }) {
  const dispatch = useAppDispatch()
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <p>{text ?? `Panel ${panelId}`}</p>
      <Button
        variant="secondary"
        onClick={() =>
          dispatch(panelPushed({ kind: 'demo', title: 'Nested panel', props: { text: 'Nested content' } }))
        }
      >
        Open another panel
      </Button>
      <Button variant="ghost" onClick={() => dispatch(topPanelUpdated({ title: 'Renamed panel' }))}>
        Rename this panel
      </Button>
    </div>
  )
}
