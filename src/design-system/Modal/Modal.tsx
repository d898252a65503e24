import {
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { createPortal } from 'react-dom'
import { IconButton } from '../IconButton'
import { CloseIcon } from '../icons'
import {
  StyledBackdrop,
  StyledBody,
  StyledClose,
  StyledDescription,
  StyledDialog,
  StyledFooter,
  StyledHeader,
  StyledTitle,
} from './Modal.styles'

/** Maximum width: small 400 px, regular 560 px, large 800 px. */
export type ModalSize = 'small' | 'regular' | 'large'

export type ModalProps = {
  /** Whether the dialog is shown. */
  open: boolean
  /** Called on Escape, on the close button and, when allowed, on a backdrop click. */
  onClose: () => void
  /** The dialog's heading, which also names it. */
  title: ReactNode
  /** A line under the title that describes the dialog to assistive technology. */
  description?: ReactNode
  children?: ReactNode
  /** Buttons along the bottom edge, right-aligned. */
  footer?: ReactNode
  /** Maximum width. @default 'regular' */
  size?: ModalSize
  /** Whether a click on the dimmed backdrop closes the dialog. @default true */
  closeOnBackdropClick?: boolean
  /** Shows a close button labelled 'Close dialog' beside the title. @default true */
  showCloseButton?: boolean
  /**
   * The element to focus on open; an element marked `data-autofocus` works too.
   * @default the first focusable element in the content, else the close button
   */
  initialFocusRef?: RefObject<HTMLElement | null>
  /** 'alertdialog' for prompts that demand a response, such as confirmations. @default 'dialog' */
  role?: 'dialog' | 'alertdialog'
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** Focusable elements in tab order, skipping hidden ones. */
const focusableIn = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0,
  )

/** A centred modal dialog in a portal: focus moves in on open, stays trapped inside, and returns on close. */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'regular',
  closeOnBackdropClick = true,
  showCloseButton = true,
  initialFocusRef,
  role = 'dialog',
}: ModalProps) {
  const titleId = useId()
  const descriptionId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const closeButtonRef = useRef<HTMLButtonElement>(null)
  // A click closes only when it also began on the backdrop, so a text selection dragged outside does not.
  const pressedOnBackdrop = useRef(false)

  // A layout effect, so focus moves in before paint and returns in the same commit that removes the dialog.
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!open || !dialog) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const marked = dialog.querySelector<HTMLElement>('[data-autofocus]')
    const firstInContent = focusableIn(dialog).find((element) => element !== closeButtonRef.current)
    const target = initialFocusRef?.current ?? marked ?? firstInContent ?? closeButtonRef.current ?? dialog
    target.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      if (previous?.isConnected) previous.focus()
    }
  }, [open, initialFocusRef])

  if (!open) return null

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current
    // Keys from a nested dialog, portalled elsewhere in the DOM, bubble here through React and are not ours.
    if (!dialog || !dialog.contains(event.target as Node)) return
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
      return
    }
    if (event.key !== 'Tab') return
    const items = focusableIn(dialog)
    const first = items[0]
    const last = items[items.length - 1]
    const active = document.activeElement
    if (!first) {
      event.preventDefault()
    } else if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget
    // Keeps focus inside the dialog instead of letting it fall to the page behind.
    if (pressedOnBackdrop.current) event.preventDefault()
  }

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const fromBackdrop = pressedOnBackdrop.current && event.target === event.currentTarget
    pressedOnBackdrop.current = false
    if (fromBackdrop && closeOnBackdropClick) onClose()
  }

  return createPortal(
    <StyledBackdrop onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <StyledDialog
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description === undefined ? undefined : descriptionId}
        tabIndex={-1}
        data-size={size}
        onKeyDown={onKeyDown}
      >
        <StyledHeader>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          {showCloseButton && (
            <StyledClose>
              <IconButton
                ref={closeButtonRef}
                label="Close dialog"
                icon={<CloseIcon size={20} />}
                onClick={onClose}
              />
            </StyledClose>
          )}
        </StyledHeader>
        {description !== undefined && <StyledDescription id={descriptionId}>{description}</StyledDescription>}
        {children !== undefined && <StyledBody>{children}</StyledBody>}
        {footer !== undefined && <StyledFooter>{footer}</StyledFooter>}
      </StyledDialog>
    </StyledBackdrop>,
    document.body,
  )
}
