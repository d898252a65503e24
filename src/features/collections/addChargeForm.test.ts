import { addChargeDefaults, addChargeRequest, addChargeSchema } from './addChargeForm'

const TODAY = '2026-11-22'

describe('addChargeRequest', () => {
  it('makes a RENT ticket for the whole chosen month, with the amount left to the rent when empty', () => {
    expect(
      addChargeRequest({ ...addChargeDefaults(31, TODAY), month: '2026-02', dueDate: '2026-02-05' }),
    ).toEqual({
      type: 'RENT',
      tenant_id: 31,
      period_start: '2026-02-01',
      period_end: '2026-02-28',
      due_date: '2026-02-05',
    })
  })

  it('makes an OTHERS ticket with its kind, title and amount in paise', () => {
    const values = {
      ...addChargeDefaults(31, TODAY),
      type: 'OTHERS' as const,
      title: ' Electricity (Oct) ',
      amount: '842.50',
    }
    expect(addChargeRequest(values)).toEqual({
      type: 'OTHERS',
      tenant_id: 31,
      charge_kind: 'ELECTRICITY',
      title: 'Electricity (Oct)',
      amount_paise: 84250,
      due_date: TODAY,
    })
  })
})

describe('addChargeSchema', () => {
  it('needs a tenant, and a title and amount for another charge', async () => {
    const values = { ...addChargeDefaults(undefined, TODAY), type: 'OTHERS' }
    await expect(addChargeSchema.validate(values, { abortEarly: false })).rejects.toMatchObject({
      errors: ['Choose a tenant', 'Name the charge, e.g. Electricity (Oct)', 'Enter the amount'],
    })
    await expect(addChargeSchema.isValid(addChargeDefaults(31, TODAY))).resolves.toBe(true)
  })
})
