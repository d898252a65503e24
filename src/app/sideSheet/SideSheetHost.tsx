import { lazy, Suspense, useCallback, type ComponentType, type LazyExoticComponent } from 'react'
import { SideSheetLoading, SideSheetStack, type SideSheetLayer } from '../../design-system/SideSheet'
import { useAppDispatch, useAppSelector } from '../core/hooks'
import {
  backdropClickCloses,
  backdropZIndex,
  panelClosed,
  panelOffset,
  panelZIndex,
  selectBackdropConfig,
  selectBackdropVisible,
  selectSheetStack,
  topPanelClosed,
  type SheetPanel,
} from '../core/sideSheet/sideSheetSlice'
import { sheetRegistry, type SheetRegistry } from './registry'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see SheetRegistry: props are erased per kind
type LazyPanel = LazyExoticComponent<ComponentType<any>>

const lazyCache = new WeakMap<SheetRegistry, Record<string, LazyPanel>>()

/** One React.lazy per kind and registry, so a kind's chunk loads once and its component stays stable. */
function lazyPanels(registry: SheetRegistry): Record<string, LazyPanel> {
  const cached = lazyCache.get(registry)
  if (cached) return cached
  const panels = Object.fromEntries(Object.entries(registry).map(([kind, load]) => [kind, lazy(load)]))
  lazyCache.set(registry, panels)
  return panels
}

function PanelContent({ panel, Component }: { panel: SheetPanel; Component: LazyPanel | undefined }) {
  if (panel.pending) return <SideSheetLoading />
  if (!Component) return <p role="alert">This panel ({panel.kind}) is not available.</p>
  return (
    <Suspense fallback={<SideSheetLoading />}>
      <Component {...panel.props} panelId={panel.id} />
    </Suspense>
  )
}

export type SideSheetHostProps = {
  /** Panel kinds to render. @default the app's registry */
  registry?: SheetRegistry
  /** Portal target. @default document.body */
  container?: Element
}

/** Renders the side-sheet stack held in the store (spec §2, §9) through a portal. */
export function SideSheetHost({ registry = sheetRegistry, container }: SideSheetHostProps) {
  const dispatch = useAppDispatch()
  const stack = useAppSelector(selectSheetStack)
  const backdrop = useAppSelector(selectBackdropConfig)
  const backdropVisible = useAppSelector(selectBackdropVisible)

  const closeTop = useCallback(() => dispatch(topPanelClosed()), [dispatch])
  const onBackdropClick = useCallback(() => {
    if (backdropClickCloses(stack.at(-1), backdrop)) dispatch(topPanelClosed())
  }, [dispatch, stack, backdrop])
  const onClose = useCallback((id: number) => dispatch(panelClosed(id)), [dispatch])

  const components = lazyPanels(registry)
  const layers: SideSheetLayer[] = stack.map((panel) => ({
    id: panel.id,
    width: panel.width,
    title: panel.title,
    content: <PanelContent panel={panel} Component={components[panel.kind]} />,
  }))

  return (
    <SideSheetStack
      panels={layers}
      backdrop={{ ...backdrop, visible: backdropVisible }}
      panelZIndex={(index) => panelZIndex(backdrop.zIndex, index)}
      backdropZIndex={backdropZIndex(backdrop.zIndex, stack.length)}
      panelOffset={(index) => panelOffset(index, stack.length)}
      onBackdropClick={onBackdropClick}
      onClose={onClose}
      onEscape={closeTop}
      container={container}
    />
  )
}
