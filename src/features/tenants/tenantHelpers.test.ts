import { dispositionFileName } from '../../app/core/files/fileTransfer'
import { tokenRequest } from './fixtures'
import { serverFieldErrors } from '../../app/core/serverErrors'
import { offboardingTags, stayTags } from './tenantTags'
import { parseTab } from './tenantLabels'
import { tokenRequestUpdate, tokenRequestValues } from './tokenRequestForm'

describe('tenant helpers', () => {
  it('reads the tab from the address, active by default', () => {
    expect(parseTab(undefined)).toBe('active')
    expect(parseTab('on_notice')).toBe('on_notice')
    expect(parseTab('everyone')).toBe('active')
  })

  it('maps server field errors onto the form, first message per field', () => {
    const error = {
      status: 400,
      data: {
        message: 'Invalid tenant',
        errors: [
          { field: 'body.phone_number', message: 'Already a tenant' },
          { field: 'body.phone_number', message: 'Second message' },
          { field: 'body.unknown', message: 'Ignored' },
        ],
      },
    }
    expect(serverFieldErrors(error, { phone_number: 'phone' })).toEqual({ phone: 'Already a tenant' })
    expect(serverFieldErrors(new Error('x'), { phone_number: 'phone' })).toEqual({})
  })

  it('reads the file name of a Content-Disposition header', () => {
    expect(dispositionFileName('attachment; filename="rent-agreement-101.pdf"')).toBe(
      'rent-agreement-101.pdf',
    )
    expect(dispositionFileName("inline; filename*=UTF-8''Aadhaar%20front.jpg")).toBe('Aadhaar front.jpg')
    expect(dispositionFileName(null)).toBeUndefined()
  })

  it('refreshes the tenant, the lists, every bed and the counts when a stay changes', () => {
    expect(stayTags(101, 1)).toEqual(
      expect.arrayContaining([
        { type: 'Tenant', id: 101 },
        { type: 'Tenant', id: 'LIST' },
        'Bed',
        { type: 'BedBoard', id: 1 },
        { type: 'PropertySummary', id: 1 },
      ]),
    )
    expect(offboardingTags({ id: 71, tenant_id: 101, property_id: 1 })).toEqual(
      expect.arrayContaining([
        { type: 'Offboarding', id: 71 },
        { type: 'Offboarding', id: 'LIST' },
        { type: 'Tenant', id: 101 },
      ]),
    )
  })

  it('updates a move-in request with only what changed, and approves it on request', () => {
    const request = tokenRequest()
    const values = { ...tokenRequestValues(request), tokenPaid: '2500', notes: ' Pays the rest on arrival ' }
    expect(tokenRequestUpdate(request, values, false)).toEqual({
      token_paid_paise: 250_000,
      notes: 'Pays the rest on arrival',
    })
    expect(tokenRequestUpdate(request, tokenRequestValues(request), true)).toEqual({ status: 'APPROVED' })
  })
})
