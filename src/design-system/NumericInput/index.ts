export { NumericInput, type NumericInputProps, type NumericInputPrefix } from './NumericInput'
export {
  isKeyAllowed,
  sanitizeNumeric,
  type NumericRuleOptions,
  type KeyModifiers,
  type TextSelection,
} from './numericRule'
