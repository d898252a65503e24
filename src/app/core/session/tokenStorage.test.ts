import { rememberedReads, rememberReads } from '../earlyReads/remembered'
import { tokenStorage } from './tokenStorage'

afterEach(() => localStorage.clear())

describe('tokenStorage', () => {
  it('keeps the user id learnt with a token until the token changes or goes', () => {
    tokenStorage.set('first')
    expect(tokenStorage.userId()).toBeNull()
    tokenStorage.rememberUserId(7)
    expect(tokenStorage.userId()).toBe(7)

    tokenStorage.set('second')
    expect(tokenStorage.userId()).toBeNull()

    tokenStorage.rememberUserId(9)
    tokenStorage.clear()
    expect(tokenStorage.get()).toBeNull()
    expect(tokenStorage.userId()).toBeNull()
  })

  it('ignores a stored id that is not a positive whole number', () => {
    tokenStorage.set('token')
    for (const stored of ['', 'abc', '-3', '1.5', '0']) {
      localStorage.setItem('roost.userId', stored)
      expect(tokenStorage.userId()).toBeNull()
    }
  })
})

describe('the reads remembered for early loads', () => {
  it('go when the token changes or goes', () => {
    tokenStorage.set('first')
    rememberReads(localStorage, '/dashboard', ['/user/api/v1/user_detail'])
    tokenStorage.set('second')
    expect(rememberedReads(localStorage, '/dashboard')).toEqual([])

    rememberReads(localStorage, '/dashboard', ['/user/api/v1/user_detail'])
    tokenStorage.clear()
    expect(rememberedReads(localStorage, '/dashboard')).toEqual([])
  })
})
