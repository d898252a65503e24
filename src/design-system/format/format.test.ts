import { amountInWords, formatCount, formatDate, formatMoney, formatPaise, formatPhone, groupIndian } from '.'

describe('groupIndian', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['12345', '12,345'],
    ['100000', '1,00,000'],
    ['1234567', '12,34,567'],
    ['123456789012', '1,23,45,67,89,012'],
  ])('groupIndian(%p) → %p', (digits, expected) => {
    expect(groupIndian(digits)).toBe(expected)
  })
})

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [124300, '1,24,300'],
    [-1234567, '-12,34,567'],
    [1234.5, '1,234.5'],
  ])('formatCount(%p) → %p', (value, expected) => {
    expect(formatCount(value)).toBe(expected)
  })
})

describe('formatMoney', () => {
  it.each([
    [0, {}, '₹0'],
    [12500, {}, '₹12,500'],
    [100000, {}, '₹1,00,000'],
    [12345678, {}, '₹1,23,45,678'],
    [-500, {}, '-₹500'],
    [12500.5, {}, '₹12,501'],
    [12500.4, {}, '₹12,500'],
    [-0.4, {}, '₹0'],
    [12500, { decimalPlaces: 2 }, '₹12,500.00'],
    [1234.5, { decimalPlaces: 2 }, '₹1,234.50'],
    [1234.56, { decimalPlaces: 1 }, '₹1,234.6'],
    [100000, { symbol: false }, '1,00,000'],
    [-1234567, { symbol: false }, '-12,34,567'],
    [-0.04, { decimalPlaces: 1 }, '₹0.0'],
    [0.005, { decimalPlaces: 2 }, '₹0.01'],
    [1.005, { decimalPlaces: 2 }, '₹1.01'],
    [1e-7, { decimalPlaces: 2 }, '₹0.00'],
    [Number.NaN, {}, '₹NaN'],
    [Number.NEGATIVE_INFINITY, {}, '-₹∞'],
  ])('formatMoney(%p, %p) → %p', (amount, opts, expected) => {
    expect(formatMoney(amount, opts)).toBe(expected)
  })
})

describe('formatMoney and formatPaise against Intl.NumberFormat', () => {
  const intl = (places: number, symbol: boolean) =>
    new Intl.NumberFormat('en-IN', {
      ...(symbol ? { style: 'currency', currency: 'INR' } : { style: 'decimal' }),
      minimumFractionDigits: places,
      maximumFractionDigits: places,
      signDisplay: 'negative',
    })
  // A fixed pseudo-random sequence, so that a failure names the same values on every run.
  let seed = 20261127
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647

  it.each([0, 1, 2, 3])('gives what Intl gives at %p decimal places, for 2,000 amounts', (places) => {
    for (let i = 0; i < 2000; i++) {
      const scale = 10 ** Math.floor(next() * 10)
      const amount = Math.round((next() - 0.3) * scale * 1000) / 1000
      const symbol = i % 2 === 0
      expect(formatMoney(amount, { decimalPlaces: places, symbol })).toBe(intl(places, symbol).format(amount))
      const paise = Math.round(amount * 100)
      expect(formatPaise(paise, { decimalPlaces: places, symbol })).toBe(
        intl(places, symbol).format(
          `${paise < 0 ? '-' : ''}${Math.abs(paise) / 100}` as Intl.StringNumericLiteral,
        ),
      )
    }
  })
})

describe('formatPaise', () => {
  it.each([
    [0, {}, '₹0'],
    [1250000, {}, '₹12,500'],
    [10000000, {}, '₹1,00,000'],
    [1234567800, {}, '₹1,23,45,678'],
    [-50000, {}, '-₹500'],
    // Half a rupee rounds away from zero at 0 decimal places.
    [1250050, {}, '₹12,501'],
    [1250049, {}, '₹12,500'],
    [250, {}, '₹3'],
    [-250, {}, '-₹3'],
    [-49, {}, '₹0'],
    [1250050, { decimalPlaces: 2 }, '₹12,500.50'],
    [5, { decimalPlaces: 2 }, '₹0.05'],
    [-5, { decimalPlaces: 2 }, '-₹0.05'],
    // 1.05 is not exact in binary; the decimal string route still rounds it up.
    [105, { decimalPlaces: 1 }, '₹1.1'],
    [1250050, { decimalPlaces: 2, symbol: false }, '12,500.50'],
    [1250050, { decimalPlaces: 3 }, '₹12,500.500'],
    [99999950, {}, '₹10,00,000'],
    [-95, { decimalPlaces: 1 }, '-₹1.0'],
    [-4, { decimalPlaces: 1 }, '₹0.0'],
    [12.5, {}, '₹0'],
  ])('formatPaise(%p, %p) → %p', (paise, opts, expected) => {
    expect(formatPaise(paise, opts)).toBe(expected)
  })
})

describe('amountInWords', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'Rupees One Only'],
    [15, 'Rupees Fifteen Only'],
    [20, 'Rupees Twenty Only'],
    [45, 'Rupees Forty Five Only'],
    [100, 'Rupees One Hundred Only'],
    [101, 'Rupees One Hundred One Only'],
    [1000, 'Rupees One Thousand Only'],
    [12500, 'Rupees Twelve Thousand Five Hundred Only'],
    [100000, 'Rupees One Lakh Only'],
    [120500, 'Rupees One Lakh Twenty Thousand Five Hundred Only'],
    [10000000, 'Rupees One Crore Only'],
    [12345678, 'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Only'],
    [1000000000000, 'Rupees One Lakh Crore Only'],
    [10.5, 'Rupees Ten and Fifty Paise Only'],
    [0.05, 'Rupees Zero and Five Paise Only'],
  ])('amountInWords(%p) → %p', (rupees, expected) => {
    expect(amountInWords(rupees)).toBe(expected)
  })

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('rejects %p', (rupees) => {
    expect(() => amountInWords(rupees)).toThrow(RangeError)
  })
})

describe('formatDate', () => {
  it.each([
    ['2024-11-22', '22/11/2024'],
    ['2025-01-05', '05/01/2025'],
    ['2024-02-29T18:30:00', '29/02/2024'],
    [new Date(2024, 10, 22), '22/11/2024'],
    ['', ''],
    ['not a date', ''],
    ['2024-13-45', ''],
    ['2023-02-29', ''],
    ['2024-04-31', ''],
    [null, ''],
    [undefined, ''],
  ])('formatDate(%p) → %p', (input, expected) => {
    expect(formatDate(input)).toBe(expected)
  })
})

describe('formatPhone', () => {
  it.each([
    ['+919845012345', '+91 98450 12345'],
    ['919845012345', '+91 98450 12345'],
    ['9845012345', '+91 98450 12345'],
    ['+91 98450-12345', '+91 98450 12345'],
    ['+14155550123', '+14155550123'],
    ['12345', '12345'],
    ['+915845012345', '+915845012345'],
  ])('formatPhone(%p) → %p', (input, expected) => {
    expect(formatPhone(input)).toBe(expected)
  })
})
