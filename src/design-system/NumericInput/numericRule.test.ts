import { isKeyAllowed, sanitizeNumeric, type NumericRuleOptions } from './numericRule'

const decimals: NumericRuleOptions = { allowDecimal: true, decimalPlaces: 2 }
const wholeNumbers: NumericRuleOptions = { allowDecimal: false, decimalPlaces: 2 }
const noPlaces: NumericRuleOptions = { allowDecimal: true, decimalPlaces: 0 }

describe('isKeyAllowed', () => {
  it.each(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'])('allows the digit %s', (key) => {
    expect(isKeyAllowed(key, '12', wholeNumbers)).toBe(true)
  })

  it.each(['a', 'Z', 'e', 'E', '-', '+', ' ', ',', '₹', '١', 'Home', 'Escape', 'Unidentified'])(
    'refuses %p',
    (key) => {
      expect(isKeyAllowed(key, '12', decimals)).toBe(false)
    },
  )

  it.each(['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Tab', 'Enter'])(
    'allows the editing key %s, even with the decimals full',
    (key) => {
      expect(isKeyAllowed(key, '12.34', decimals)).toBe(true)
    },
  )

  it.each([
    ['c', { ctrlKey: true }],
    ['v', { ctrlKey: true }],
    ['a', { metaKey: true }],
    ['x', { metaKey: true }],
  ])('allows %p as a shortcut with %p', (key, modifiers) => {
    expect(isKeyAllowed(key, '12', wholeNumbers, modifiers)).toBe(true)
  })

  it.each<[string, string, NumericRuleOptions, boolean]>([
    ['allowed: decimals on, 2 places, no point yet', '12', decimals, true],
    ['allowed on an empty value', '', decimals, true],
    ['refused: decimals not allowed', '12', wholeNumbers, false],
    ['refused: decimal places is 0', '12', noPlaces, false],
    ['refused: the value has a point already', '12.3', decimals, false],
  ])('the point is %s', (_case, value, opts, expected) => {
    expect(isKeyAllowed('.', value, opts)).toBe(expected)
  })

  it.each<[string, string, string, number, number, boolean]>([
    ['refuses a third decimal', '7', '12.34', 5, 5, false],
    ['allows a second decimal', '7', '12.3', 4, 4, true],
    ['allows a digit before the point when the decimals are full', '7', '12.34', 0, 0, true],
    ['allows a decimal that replaces a selected one', '7', '12.34', 4, 5, true],
    ['allows a point that replaces the selected point', '.', '12.34', 2, 3, true],
    ['refuses a point that would leave three decimals', '.', '12345', 2, 2, false],
    ['allows a point that leaves two decimals', '.', '12345', 3, 3, true],
  ])('%s (%p into %p at %i–%i)', (_case, key, value, start, end, expected) => {
    expect(isKeyAllowed(key, value, decimals, {}, { start, end })).toBe(expected)
  })
})

describe('sanitizeNumeric', () => {
  it.each<[string, NumericRuleOptions, string]>([
    ['₹1,23,456.789', decimals, '123456.78'],
    ['12.3.4', decimals, '12.34'],
    ['abc', decimals, ''],
    ['', decimals, ''],
    ['  4 500 ', decimals, '4500'],
    ['-12e3', decimals, '123'],
    ['.5', decimals, '.5'],
    ['12.3.4', wholeNumbers, '12'],
    ['₹1,250.00', wholeNumbers, '1250'],
    ['7.5', noPlaces, '7'],
    ['1.23456', { allowDecimal: true, decimalPlaces: 3 }, '1.234'],
  ])('sanitises %p with %p to %p', (text, opts, expected) => {
    expect(sanitizeNumeric(text, opts)).toBe(expected)
  })
})
