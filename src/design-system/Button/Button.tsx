import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Spinner } from '../Spinner'
import { tokens } from '../theme'
import { StyledButton, StyledSpinnerSlot } from './Button.styles'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'
/** Heights from spec §1: large 48 px, regular 40, small 32, xxsmall 28. */
export type ButtonSize = 'large' | 'regular' | 'small' | 'xxsmall'

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  children: ReactNode
  /** Visual weight. @default 'primary' */
  variant?: ButtonVariant
  /** Height of the control. @default 'regular' */
  size?: ButtonSize
  /** Shows a spinner, keeps the width, and ignores clicks until the work finishes. @default false */
  loading?: boolean
  /** Stretches to the container's width. @default false */
  fullWidth?: boolean
  /** An icon before the label. */
  icon?: ReactNode
}

const spinnerSize: Record<ButtonSize, number> = { large: 22, regular: 18, small: 16, xxsmall: 14 }

export function Button({
  children,
  variant = 'primary',
  size = 'regular',
  loading = false,
  fullWidth = false,
  icon,
  type = 'button',
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  const onSolid = variant === 'primary' || variant === 'danger'
  return (
    <StyledButton
      {...rest}
      type={type}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || disabled || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading && (
        <StyledSpinnerSlot>
          <Spinner
            size={spinnerSize[size]}
            thickness={2}
            label="Working"
            color={onSolid ? tokens.color.textOnPrimary : undefined}
          />
        </StyledSpinnerSlot>
      )}
      <span data-part="label">
        {icon}
        {children}
      </span>
    </StyledButton>
  )
}
