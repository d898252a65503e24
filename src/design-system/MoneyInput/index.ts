export { MoneyInput, type MoneyInputProps } from './MoneyInput'
export { paiseToRupeesText, rupeesToPaise } from './moneyText'
