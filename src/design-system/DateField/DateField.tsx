import type { ComponentPropsWithRef } from 'react'
import { Field, type FieldOwnProps } from '../Field'
import { StyledDateInput } from './DateField.styles'
import { parseIsoDate, toIsoDate } from './isoDate'

export type DateFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'required' | 'children'
> &
  FieldOwnProps & {
    /** The date as 'yyyy-MM-dd'; '' or any other string shows an empty field. */
    value: string
    /** Called with the chosen date as 'yyyy-MM-dd', or '' when the field is cleared. */
    onChange: (value: string) => void
    /** Earliest selectable date, 'yyyy-MM-dd'. */
    min?: string
    /** Latest selectable date, 'yyyy-MM-dd'. */
    max?: string
    className?: string
  }

/** Normalises a 'yyyy-MM-dd' string, or gives '' when it is not a real date. */
const normalise = (text: string) => {
  const date = parseIsoDate(text)
  return date ? toIsoDate(date) : ''
}

/** A min or max bound; an invalid one is dropped rather than passed to the browser. */
const bound = (text: string | undefined) => (text && normalise(text)) || undefined

/** A labelled native date picker whose value is a 'yyyy-MM-dd' string. */
export function DateField({
  label,
  hint,
  error,
  required,
  labelVisibility,
  id,
  className,
  value,
  onChange,
  min,
  max,
  ...rest
}: DateFieldProps) {
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
        <StyledDateInput
          {...rest}
          {...control}
          type="date"
          value={normalise(value)}
          min={bound(min)}
          max={bound(max)}
          onChange={(event) => onChange(normalise(event.target.value))}
        />
      )}
    </Field>
  )
}
