import type { ChangeEvent, FocusEvent } from 'react'
import { Button } from '../../../design-system/Button'
import { TextField } from '../../../design-system/TextField'
import { StyledUseExisting } from './ReferenceDialogs.styles'

/** A college or course the server says is already there (its 409), which the operator may pick instead. */
export type ExistingEntry = { id: number; name: string }

type DuplicateNameFieldProps = {
  label: string
  hint?: string
  /** The form's field props (formik's getFieldProps('name')). */
  field: {
    name: string
    value: string
    onChange: (event: ChangeEvent<HTMLInputElement>) => void
    onBlur: (event: FocusEvent<HTMLInputElement>) => void
  }
  error?: string
  existing: ExistingEntry | undefined
  /** Typing forgets the duplicate the server named. */
  onEdited: () => void
  onUseExisting?: (existing: ExistingEntry) => void
}

/** The name of a new college or course, with "Use <existing>" under it when the server found it already there. */
export function DuplicateNameField({
  label,
  hint,
  field,
  error,
  existing,
  onEdited,
  onUseExisting,
}: DuplicateNameFieldProps) {
  return (
    <div data-span="full">
      <TextField
        label={label}
        hint={hint}
        required
        autoComplete="off"
        maxLength={150}
        {...field}
        onChange={(event) => {
          onEdited()
          field.onChange(event)
        }}
        error={error}
      />
      {existing && onUseExisting && (
        <StyledUseExisting>
          <Button variant="secondary" size="small" onClick={() => onUseExisting(existing)}>
            {`Use ${existing.name}`}
          </Button>
        </StyledUseExisting>
      )}
    </div>
  )
}
