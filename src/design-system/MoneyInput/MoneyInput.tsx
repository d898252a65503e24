import { NumericInput, type NumericInputProps } from '../NumericInput'

export type MoneyInputProps = Omit<NumericInputProps, 'prefix' | 'allowDecimal' | 'decimalPlaces'> & {
  /** Digits allowed after the point: the operator's decimal places; 0 takes whole rupees only. @default 2 */
  decimalPlaces?: number
}

/**
 * An amount in rupees: the rupee sign, digits and (with decimal places) one point, by the numeric rule of
 * spec §5. The value is the typed text; convert with `rupeesToPaise` and `paiseToRupeesText`.
 */
export function MoneyInput({ decimalPlaces = 2, ...rest }: MoneyInputProps) {
  return (
    <NumericInput {...rest} prefix="rupee" allowDecimal={decimalPlaces > 0} decimalPlaces={decimalPlaces} />
  )
}
