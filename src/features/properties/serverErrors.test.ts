import { serverFieldErrors } from './serverErrors'

describe('serverFieldErrors', () => {
  it('keys messages by the last segment of the field path, renamed where asked', () => {
    const error = {
      status: 400,
      data: {
        message: 'Some fields are not valid',
        errors: [
          { field: 'body.address.pincode', message: 'must match pattern' },
          { field: 'body.tax_rate_bps', message: 'must be <= 10000' },
        ],
      },
    }
    expect(serverFieldErrors(error, { tax_rate_bps: 'tax_rate' })).toEqual({
      pincode: 'must match pattern',
      tax_rate: 'must be <= 10000',
    })
  })

  it('gives nothing for errors without field details', () => {
    expect(serverFieldErrors({ status: 409, data: { message: 'Conflict' } })).toEqual({})
    expect(serverFieldErrors({ status: 'FETCH_ERROR', error: 'offline' })).toEqual({})
    expect(serverFieldErrors(undefined)).toEqual({})
    expect(
      serverFieldErrors({ data: { errors: [{ field: 1 }, 'x', { field: 'body.a', message: 'm' }] } }),
    ).toEqual({
      a: 'm',
    })
  })
})
