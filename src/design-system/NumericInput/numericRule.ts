/** Spec §5: what a numeric input accepts. */
export type NumericRuleOptions = {
  /** Whether a decimal point may be typed. */
  allowDecimal: boolean
  /** Digits allowed after the point (a whole number); 0 refuses the point even when decimals are allowed. */
  decimalPlaces: number
}

/** Modifier keys held with the key; with Ctrl or Meta the key is a shortcut (copy, paste, select all). */
export type KeyModifiers = { ctrlKey?: boolean; metaKey?: boolean }

/** The caret or selected range in the current value; without it the caret is taken to be at the end. */
export type TextSelection = { start: number; end: number }

const EDITING_KEYS: ReadonlySet<string> = new Set([
  'Backspace',
  'Delete',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Tab',
  'Enter',
])

const isDigit = (char: string) => char >= '0' && char <= '9'

const pointAllowed = ({ allowDecimal, decimalPlaces }: NumericRuleOptions) =>
  allowDecimal && decimalPlaces !== 0

/** Whether a keydown may go ahead: digits, one point when allowed, the editing keys, and shortcuts. */
export function isKeyAllowed(
  key: string,
  currentValue: string,
  opts: NumericRuleOptions,
  modifiers: KeyModifiers = {},
  selection: TextSelection = { start: currentValue.length, end: currentValue.length },
): boolean {
  if (modifiers.ctrlKey || modifiers.metaKey) return true
  if (EDITING_KEYS.has(key)) return true
  // The typed key replaces the selection, so judge against what is left around it.
  const before = currentValue.slice(0, selection.start)
  const after = currentValue.slice(selection.end)
  const pointAt = `${before}${after}`.indexOf('.')
  if (key === '.') {
    // A point may not turn the digits after the caret into more decimals than allowed.
    return pointAllowed(opts) && pointAt === -1 && after.length <= opts.decimalPlaces
  }
  if (key.length !== 1 || !isDigit(key)) return false
  const typingDecimals = pointAt !== -1 && pointAt < before.length
  return !typingDecimals || before.length + after.length - pointAt - 1 < opts.decimalPlaces
}

/**
 * Text cleaned by the same rule, for paste and autofill: digits, the first point if allowed, capped decimals.
 * Where no point is allowed, the text stops at its first point: what follows is a fraction, and dropping only
 * the point would turn a pasted '1,250.00' into 125000.
 */
export function sanitizeNumeric(text: string, opts: NumericRuleOptions): string {
  const canPoint = pointAllowed(opts)
  let result = ''
  let seenPoint = false
  let decimals = 0
  for (const char of text) {
    if (char === '.' && !canPoint) break
    if (isDigit(char)) {
      if (seenPoint && decimals >= opts.decimalPlaces) continue
      if (seenPoint) decimals += 1
      result += char
    } else if (char === '.' && canPoint && !seenPoint) {
      seenPoint = true
      result += char
    }
  }
  return result
}
