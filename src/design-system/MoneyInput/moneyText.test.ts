import { paiseToRupeesText, rupeesToPaise } from './moneyText'

describe('rupeesToPaise', () => {
  it.each([
    ['12500', 1250000],
    ['12500.5', 1250050],
    ['12500.55', 1250055],
    ['0.1', 10],
    ['.75', 75],
    ['7.', 700],
    ['0', 0],
    [' 250 ', 25000],
    ['1.005', 101],
    ['1.004', 100],
  ])('%p is %p paise', (text, paise) => {
    expect(rupeesToPaise(text)).toBe(paise)
  })

  it.each(['', '.', 'abc', '12,500', '-5', '1.2.3'])('%p is not an amount', (text) => {
    expect(rupeesToPaise(text)).toBeNull()
  })
})

describe('paiseToRupeesText', () => {
  it('drops the point for whole rupees', () => {
    expect(paiseToRupeesText(1250000)).toBe('12500')
  })

  it('keeps two decimals otherwise', () => {
    expect(paiseToRupeesText(1250050)).toBe('12500.50')
    expect(paiseToRupeesText(5)).toBe('0.05')
  })

  it('rounds to the rupee without decimal places', () => {
    expect(paiseToRupeesText(1250050, 0)).toBe('12501')
    expect(paiseToRupeesText(1250049, 0)).toBe('12500')
  })

  it('round-trips with rupeesToPaise', () => {
    for (const paise of [0, 1, 99, 100, 123456, 999999999]) {
      expect(rupeesToPaise(paiseToRupeesText(paise))).toBe(paise)
    }
  })
})
