export { formatMoney, formatPaise, type MoneyFormatOptions } from './money'
export { amountInWords } from './amountInWords'
export { formatDate } from './formatDate'
export { formatPhone } from './formatPhone'
