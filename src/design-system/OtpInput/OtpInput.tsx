import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react'
import { StyledBox, StyledBoxes, StyledError, StyledGroup, StyledLegend } from './OtpInput.styles'

export type OtpInputProps = {
  /** The digits typed so far. */
  value: string
  onChange: (value: string) => void
  /** Called once every box holds a digit. */
  onComplete?: (value: string) => void
  /** Number of boxes. @default 6 */
  length?: number
  /** Names the group. @default 'One-time code' */
  label?: string
  error?: string
  disabled?: boolean
  autoFocus?: boolean
}

const digitsOnly = (text: string) => text.replace(/\D/g, '')

/** One box per digit of a one-time code: typing moves on, Backspace moves back, a pasted code fills them all. */
export function OtpInput({
  value,
  onChange,
  onComplete,
  length = 6,
  label = 'One-time code',
  error,
  disabled,
  autoFocus,
}: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const errorId = useId()
  const digits = Array.from({ length }, (_, index) => value[index] ?? '')

  const commit = (next: string, focusIndex: number) => {
    const trimmed = digitsOnly(next).slice(0, length)
    onChange(trimmed)
    boxes.current[Math.min(focusIndex, length - 1)]?.focus()
    if (trimmed.length === length) onComplete?.(trimmed)
  }

  const typeAt = (index: number, typed: string) => {
    const digit = digitsOnly(typed).slice(-1)
    if (!digit) return
    const next = digits.slice()
    next[index] = digit
    commit(next.join(''), index + 1)
  }

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault()
      const next = digits.slice()
      const target = next[index] ? index : Math.max(index - 1, 0)
      next[target] = ''
      onChange(next.join('').slice(0, target) + next.slice(target + 1).join(''))
      boxes.current[target]?.focus()
    } else if (event.key === 'ArrowLeft') {
      boxes.current[Math.max(index - 1, 0)]?.focus()
    } else if (event.key === 'ArrowRight') {
      boxes.current[Math.min(index + 1, length - 1)]?.focus()
    }
  }

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    const pasted = digitsOnly(event.clipboardData.getData('text'))
    if (pasted) commit(pasted, pasted.length)
  }

  return (
    <StyledGroup role="group" aria-label={label} aria-describedby={error ? errorId : undefined}>
      <StyledLegend aria-hidden="true">{label}</StyledLegend>
      <StyledBoxes>
        {digits.map((digit, index) => (
          <StyledBox
            key={index}
            ref={(element) => {
              boxes.current[index] = element
            }}
            value={digit}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={1}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={error ? true : undefined}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            onChange={(event) => typeAt(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={onPaste}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </StyledBoxes>
      {error && (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      )}
    </StyledGroup>
  )
}
