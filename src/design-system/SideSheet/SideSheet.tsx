import { AnimatePresence, domAnimation, LazyMotion } from 'framer-motion'
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { IconButton } from '../IconButton'
import { CloseIcon } from '../icons'
import { Spinner } from '../Spinner'
import { StyledBackdrop, StyledBody, StyledLoading, StyledPanel, StyledTitleBar } from './SideSheet.styles'

/** Slide spring of spec §9. */
export const PANEL_SPRING = { type: 'spring', stiffness: 300, damping: 30 } as const

export type SideSheetLayer = {
  id: number
  /** Width in pixels. */
  width: number
  /** Shown in a title bar with a 'Close side sheet' button; without it there is no title bar. */
  title?: string
  content: ReactNode
}

export type SideSheetBackdrop = {
  visible: boolean
  blur: boolean
  opacity: number
  color: string
  /** Fade duration in milliseconds. */
  animationDuration: number
}

export type SideSheetStackProps = {
  /** Bottom first; the last one is on top. */
  panels: SideSheetLayer[]
  backdrop: SideSheetBackdrop
  /** z-index of each panel, by its index in the stack. */
  panelZIndex: (index: number) => number
  /** z-index of the backdrop for the current depth. */
  backdropZIndex: number
  /** Horizontal shift of each panel in pixels (negative moves it left). */
  panelOffset: (index: number) => number
  onBackdropClick: () => void
  onClose: (id: number) => void
  onEscape: () => void
  /** Where the stack is portalled. @default document.body */
  container?: Element
}

/** 'Loading…' while a panel's content loads (spec §2). */
export function SideSheetLoading() {
  return (
    <StyledLoading role="status">
      <Spinner size={20} thickness={2.4} label="Loading" />
      Loading…
    </StyledLoading>
  )
}

/** Moves focus into the newest top panel, and back to where it came from when that panel closes. */
function useFocusHandOff(panels: SideSheetLayer[], refs: Map<number, HTMLElement>) {
  const returnTo = useRef(new Map<number, Element | null>())
  const topId = panels.at(-1)?.id
  useLayoutEffect(() => {
    const open = new Set(panels.map((panel) => panel.id))
    for (const [id, element] of returnTo.current) {
      if (open.has(id)) continue
      returnTo.current.delete(id)
      if (element instanceof HTMLElement && element.isConnected) element.focus()
    }
    if (topId !== undefined && !returnTo.current.has(topId)) {
      returnTo.current.set(topId, document.activeElement)
      refs.get(topId)?.focus()
    }
  }, [panels, topId, refs])
}

/** A stack of full-height panels sliding in from the right over a dimmed, blurred backdrop. */
export function SideSheetStack({
  panels,
  backdrop,
  panelZIndex,
  backdropZIndex,
  panelOffset,
  onBackdropClick,
  onClose,
  onEscape,
  container,
}: SideSheetStackProps) {
  const [panelRefs] = useState(() => new Map<number, HTMLElement>())
  useFocusHandOff(panels, panelRefs)

  const hasPanels = panels.length > 0
  useEffect(() => {
    if (!hasPanels) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onEscape()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [hasPanels, onEscape])

  const fade = { duration: backdrop.animationDuration / 1000 }
  return createPortal(
    <LazyMotion features={domAnimation} strict>
      <AnimatePresence>
        {backdrop.visible && (
          <StyledBackdrop
            key="backdrop"
            data-testid="side-sheet-backdrop"
            data-blur={backdrop.blur}
            style={{ background: backdrop.color, zIndex: backdropZIndex }}
            initial={{ opacity: 0 }}
            animate={{ opacity: backdrop.opacity }}
            exit={{ opacity: 0 }}
            transition={fade}
            onClick={onBackdropClick}
          />
        )}
      </AnimatePresence>
      <AnimatePresence>
        {panels.map((panel, index) => {
          const isTop = index === panels.length - 1
          return (
            <StyledPanel
              key={panel.id}
              ref={(element: HTMLElement | null) => {
                if (element) panelRefs.set(panel.id, element)
                else panelRefs.delete(panel.id)
              }}
              role="dialog"
              aria-modal={isTop}
              aria-label={panel.title ?? 'Side sheet'}
              tabIndex={-1}
              inert={!isTop}
              data-top={isTop}
              data-depth={panels.length - 1 - index}
              style={{ width: panel.width, zIndex: panelZIndex(index) }}
              initial={{ x: '100%' }}
              animate={{ x: panelOffset(index) }}
              exit={{ x: '100%' }}
              transition={PANEL_SPRING}
            >
              {panel.title !== undefined && (
                <StyledTitleBar>
                  <h2>{panel.title}</h2>
                  <IconButton
                    label="Close side sheet"
                    icon={<CloseIcon size={18} />}
                    onClick={() => onClose(panel.id)}
                  />
                </StyledTitleBar>
              )}
              <StyledBody>{panel.content}</StyledBody>
            </StyledPanel>
          )
        })}
      </AnimatePresence>
    </LazyMotion>,
    container ?? document.body,
  )
}
