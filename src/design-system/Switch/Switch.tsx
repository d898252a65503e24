import { useState, type ComponentPropsWithRef } from 'react'
import { Field, type FieldOwnProps } from '../Field'
import { StyledSwitch, StyledThumb } from './Switch.styles'

export type SwitchProps = Omit<
  ComponentPropsWithRef<'button'>,
  'type' | 'role' | 'value' | 'defaultValue' | 'onChange' | 'children'
> &
  FieldOwnProps & {
    /** Whether the switch is on; omit for an uncontrolled switch. */
    checked?: boolean
    /** Whether an uncontrolled switch starts on. @default false */
    defaultChecked?: boolean
    /** Called with the new state when the switch is clicked or toggled with Space or Enter. */
    onChange?: (checked: boolean) => void
    className?: string
  }

/** An on/off switch for settings that apply at once (role="switch"); the label sits beside it. */
export function Switch({
  label,
  hint,
  error,
  required,
  labelVisibility,
  id,
  className,
  checked,
  defaultChecked = false,
  onChange,
  onClick,
  ...rest
}: SwitchProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultChecked)
  const on = checked ?? uncontrolled
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      labelVisibility={labelVisibility}
      id={id}
      className={className}
      layout="inline"
    >
      {(control) => (
        <StyledSwitch
          {...rest}
          {...control}
          type="button"
          role="switch"
          aria-checked={on}
          onClick={(event) => {
            onClick?.(event)
            if (event.defaultPrevented) return
            if (checked === undefined) setUncontrolled(!on)
            onChange?.(!on)
          }}
        >
          <StyledThumb />
        </StyledSwitch>
      )}
    </Field>
  )
}
