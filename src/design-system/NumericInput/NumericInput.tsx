import { useLayoutEffect, useRef } from 'react'
import { TextField, type TextFieldProps } from '../TextField'
import { isKeyAllowed, sanitizeNumeric } from './numericRule'

/** What sits before the number: nothing, or the rupee sign for amounts (spec §1: the currency is the rupee). */
export type NumericInputPrefix = 'none' | 'rupee'

const prefixText: Record<NumericInputPrefix, string | undefined> = { none: undefined, rupee: '₹' }

export type NumericInputProps = Omit<
  TextFieldProps,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'prefix' | 'inputMode'
> & {
  /** The number as typed, e.g. '1250.5'; '' when empty. */
  value: string
  /** Called with the new, already sanitised text. */
  onChange: (value: string) => void
  /** Whether one decimal point may be typed. @default false */
  allowDecimal?: boolean
  /** Digits allowed after the point when decimals are allowed; 0 refuses the point. @default 2 */
  decimalPlaces?: number
  /** Shown inside the box before the number. @default 'none' */
  prefix?: NumericInputPrefix
}

/** A labelled text input that accepts only a number, by the rule of spec §5, for keys, paste and autofill alike. */
export function NumericInput({
  value,
  onChange,
  allowDecimal = false,
  decimalPlaces = 2,
  prefix = 'none',
  onKeyDown,
  onPaste,
  ...rest
}: NumericInputProps) {
  const opts = { allowDecimal, decimalPlaces }
  const pendingCaret = useRef<{ input: HTMLInputElement; at: number } | null>(null)
  // After a paste the new value re-renders with the caret at the end; put it back after the pasted text.
  useLayoutEffect(() => {
    if (!pendingCaret.current) return
    const { input, at } = pendingCaret.current
    pendingCaret.current = null
    input.setSelectionRange(at, at)
  })
  return (
    <TextField
      {...rest}
      type="text"
      inputMode={allowDecimal && decimalPlaces !== 0 ? 'decimal' : 'numeric'}
      prefix={prefixText[prefix]}
      value={value}
      onKeyDown={(event) => {
        onKeyDown?.(event)
        // Keys composed by an input method are cleaned in onChange instead.
        if (event.defaultPrevented || event.nativeEvent.isComposing) return
        const input = event.currentTarget
        const selection = {
          start: input.selectionStart ?? input.value.length,
          end: input.selectionEnd ?? input.value.length,
        }
        // Escape never edits the value, so it passes on to close a dialog or side sheet.
        if (event.key === 'Escape') return
        if (!isKeyAllowed(event.key, input.value, opts, event, selection)) event.preventDefault()
      }}
      onPaste={(event) => {
        onPaste?.(event)
        if (event.defaultPrevented) return
        event.preventDefault()
        const input = event.currentTarget
        const start = input.selectionStart ?? input.value.length
        const end = input.selectionEnd ?? input.value.length
        const upToCaret = `${input.value.slice(0, start)}${event.clipboardData.getData('text')}`
        const next = sanitizeNumeric(`${upToCaret}${input.value.slice(end)}`, opts)
        if (next === input.value) return
        // Sanitising reads left to right, so the cleaned text up to the caret is a prefix of the result.
        pendingCaret.current = { input, at: sanitizeNumeric(upToCaret, opts).length }
        onChange(next)
      }}
      onChange={(event) => onChange(sanitizeNumeric(event.target.value, opts))}
    />
  )
}
