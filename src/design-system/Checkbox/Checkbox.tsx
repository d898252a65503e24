import { useLayoutEffect, useRef, type ComponentPropsWithRef, type Ref } from 'react'
import { Field, type FieldOwnProps } from '../Field'
import { CheckIcon, createIcon } from '../icons'
import { StyledBox, StyledCheckbox } from './Checkbox.styles'

const DashIcon = createIcon('DashIcon', ['M6 12h12'])

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'required' | 'children'> &
  FieldOwnProps & {
    /** Shows a dash for "some but not all", e.g. a table's select-all box; a click then checks it. @default false */
    indeterminate?: boolean
    className?: string
  }

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node)
  else if (ref) ref.current = node
}

/** A labelled checkbox with the label beside it; onChange is the native event, as formik expects. */
export function Checkbox({
  label,
  hint,
  error,
  required,
  labelVisibility,
  id,
  className,
  indeterminate = false,
  ref,
  ...rest
}: CheckboxProps) {
  const inner = useRef<HTMLInputElement>(null)
  // Indeterminate exists only as a DOM property; re-apply it after every render, as a click clears it.
  useLayoutEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate
  })
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
        <StyledBox>
          <StyledCheckbox
            {...rest}
            {...control}
            type="checkbox"
            ref={(node) => {
              inner.current = node
              assignRef(ref, node)
            }}
          />
          <CheckIcon data-part="check" size={14} strokeWidth={3} />
          <DashIcon data-part="dash" size={14} strokeWidth={3} />
        </StyledBox>
      )}
    </Field>
  )
}
