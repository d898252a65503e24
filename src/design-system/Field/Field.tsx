import { useId, type ReactNode } from 'react'
import { AlertIcon } from '../icons'
import {
  StyledControl,
  StyledError,
  StyledField,
  StyledHint,
  StyledLabel,
  StyledRequired,
} from './Field.styles'

/** Where the label sits: above the control (text inputs, selects) or beside it (checkboxes, switches). */
export type FieldLayout = 'stacked' | 'inline'
/** 'hidden' keeps the label for assistive technology only, e.g. a "select all" checkbox in a table header. */
export type FieldLabelVisibility = 'visible' | 'hidden'

/** The ids of one field's parts, stable across renders. */
export type FieldIds = { controlId: string; hintId: string; errorId: string }

/** Ids for a field's control, hint and error; `id` overrides the control's generated id. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId()
  const controlId = id ?? generated
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` }
}

/** Attributes the control must spread so it is labelled, described and marked invalid or required. */
export type FieldControlProps = {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
  'aria-required': true | undefined
}

/** The field props every form control accepts and hands to Field. */
export type FieldOwnProps = {
  /** Visible text naming the control. */
  label: ReactNode
  /** Help shown under the control and linked to it as its description. */
  hint?: ReactNode
  /** Message shown under the control; marks the control invalid and is announced. */
  error?: ReactNode
  /** Shows a required marker and sets aria-required; validating is the form's job. @default false */
  required?: boolean
  /** Whether the label is shown or kept for screen readers only. @default 'visible' */
  labelVisibility?: FieldLabelVisibility
}

export type FieldProps = FieldOwnProps & {
  /** The control's id; generated when omitted. */
  id?: string
  /** Label above or beside the control. @default 'stacked' */
  layout?: FieldLayout
  className?: string
  /** Renders the control; spread the given props on the focusable element. */
  children: (control: FieldControlProps) => ReactNode
}

/** Label, hint and error around one form control, wired together with ids (htmlFor, aria-describedby). */
export function Field({
  label,
  hint,
  error,
  required = false,
  labelVisibility = 'visible',
  id,
  layout = 'stacked',
  className,
  children,
}: FieldProps) {
  const { controlId, hintId, errorId } = useFieldIds(id)
  const hasHint = Boolean(hint)
  const hasError = Boolean(error)
  const describedBy = [hasHint && hintId, hasError && errorId].filter(Boolean).join(' ')
  return (
    <StyledField className={className} data-layout={layout}>
      <StyledLabel htmlFor={controlId} data-visibility={labelVisibility}>
        {label}
        {required && <StyledRequired aria-hidden="true">*</StyledRequired>}
      </StyledLabel>
      <StyledControl>
        {children({
          id: controlId,
          'aria-describedby': describedBy || undefined,
          'aria-invalid': hasError || undefined,
          'aria-required': required || undefined,
        })}
      </StyledControl>
      {hasHint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {hasError && (
        <StyledError id={errorId} role="alert">
          <AlertIcon size={14} />
          {error}
        </StyledError>
      )}
    </StyledField>
  )
}
