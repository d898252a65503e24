import type { ComponentPropsWithRef } from 'react'
import { Field, type FieldOwnProps } from '../Field'
import { ChevronDownIcon } from '../icons'
import { StyledChevron, StyledSelect, StyledSelectFrame } from './Select.styles'

export type SelectOption = {
  value: string
  label: string
  disabled?: boolean
}

export type SelectProps = Omit<
  ComponentPropsWithRef<'select'>,
  'children' | 'multiple' | 'required' | 'value' | 'defaultValue'
> &
  FieldOwnProps & {
    /** The choices, in display order. */
    options: readonly SelectOption[]
    /** Text of a first option with the value '', shown while nothing is chosen. */
    placeholder?: string
    /** The chosen option's value ('' for the placeholder); omit for an uncontrolled select. */
    value?: string
    /** The initially chosen value of an uncontrolled select. */
    defaultValue?: string
    className?: string
  }

/** A labelled native select styled like the text inputs; onChange is the native event, as formik expects. */
export function Select({
  label,
  hint,
  error,
  required,
  labelVisibility,
  id,
  className,
  options,
  placeholder,
  ...rest
}: SelectProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      labelVisibility={labelVisibility}
      id={id}
      className={className}
    >
      {(control) => (
        <StyledSelectFrame>
          <StyledSelect {...rest} {...control}>
            {placeholder != null && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </StyledSelect>
          <StyledChevron>
            <ChevronDownIcon />
          </StyledChevron>
        </StyledSelectFrame>
      )}
    </Field>
  )
}
