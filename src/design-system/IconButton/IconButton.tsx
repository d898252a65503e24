import type { ComponentPropsWithRef, ReactNode } from 'react'
import { StyledIconButton } from './IconButton.styles'

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> & {
  /** The button's accessible name; an icon alone says nothing to a screen reader. */
  label: string
  /** The icon, usually from '../icons'. */
  icon: ReactNode
  /** Square edge: small 32 px, xxsmall 28 px (spec §1 sizes). @default 'small' */
  size?: 'small' | 'xxsmall'
}

/** A quiet square button holding only an icon: close, dismiss, clear. */
export function IconButton({ label, icon, size = 'small', type = 'button', ...rest }: IconButtonProps) {
  return (
    <StyledIconButton {...rest} type={type} aria-label={label} title={label} data-size={size}>
      {icon}
    </StyledIconButton>
  )
}
