import { otpError, phoneErrors } from './signInRules'

describe('sign-in checks', () => {
  it.each([
    [{ iso: 'IN', phone: '' }, 'Enter your mobile number'],
    [{ iso: 'IN', phone: '98765 43210' }, 'Use digits only, without spaces or the country code'],
    [{ iso: 'IN', phone: '987654321' }, 'Check the number of digits'],
    [{ iso: 'IN', phone: '5876543210' }, 'Indian mobile numbers start with 6, 7, 8 or 9'],
    [{ iso: 'SG', phone: '812345678' }, 'Check the number of digits'],
  ])('refuses %j: %s', (values, message) => {
    expect(phoneErrors(values)).toEqual({ phone: message })
  })

  it('takes a 10-digit Indian mobile and a number of the chosen country’s length', () => {
    expect(phoneErrors({ iso: 'IN', phone: '9876543210' })).toEqual({})
    expect(phoneErrors({ iso: 'SG', phone: '51234567' })).toEqual({})
  })

  it('asks for a country code when none is chosen', () => {
    expect(phoneErrors({ iso: '', phone: '9876543210' })).toEqual({ iso: 'Choose a country code' })
  })

  it('wants exactly six digits of code', () => {
    expect(otpError('')).toBe('Enter the 6-digit code')
    expect(otpError('12345')).toBe('The code has 6 digits')
    expect(otpError('12345a')).toBe('The code has 6 digits')
    expect(otpError('123456')).toBeUndefined()
  })
})
