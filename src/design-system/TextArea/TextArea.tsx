import type { ComponentPropsWithRef } from 'react'
import { Field, type FieldOwnProps } from '../Field'
import { StyledTextArea } from './TextArea.styles'

export type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'required' | 'children'> &
  FieldOwnProps & {
    /** Visible lines before it scrolls; the operator can drag it taller. @default 3 */
    rows?: number
    className?: string
  }

/** A labelled multi-line text input; spread formik's field props (name, value, onChange, onBlur) on it. */
export function TextArea({
  label,
  hint,
  error,
  required,
  labelVisibility,
  id,
  className,
  rows = 3,
  ...rest
}: TextAreaProps) {
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
      {(control) => <StyledTextArea {...rest} {...control} rows={rows} />}
    </Field>
  )
}
