import type { ComponentPropsWithRef, ReactNode } from 'react'
import { Field, type FieldOwnProps } from '../Field'
import { StyledAdornment, StyledFrame, StyledInput } from './TextField.styles'

/** The text-like input types the console uses; dates and numbers have their own controls. */
export type TextFieldType = 'text' | 'email' | 'tel' | 'password' | 'search'

export type TextFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'prefix' | 'required' | 'children'
> &
  FieldOwnProps & {
    /** The input's type. @default 'text' */
    type?: TextFieldType
    /** Shown inside the box before the text, e.g. '+91' or a search icon. */
    prefix?: ReactNode
    /** Shown inside the box after the text, e.g. a unit. */
    suffix?: ReactNode
    className?: string
  }

/** A labelled single-line text input; spread formik's field props (name, value, onChange, onBlur) on it. */
export function TextField({
  label,
  hint,
  error,
  required,
  labelVisibility,
  id,
  className,
  type = 'text',
  prefix,
  suffix,
  disabled,
  ...rest
}: TextFieldProps) {
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
        <StyledFrame data-invalid={control['aria-invalid']} data-disabled={disabled}>
          {prefix != null && <StyledAdornment data-part="prefix">{prefix}</StyledAdornment>}
          <StyledInput {...rest} {...control} type={type} disabled={disabled} />
          {suffix != null && <StyledAdornment data-part="suffix">{suffix}</StyledAdornment>}
        </StyledFrame>
      )}
    </Field>
  )
}
