import { foodSetup } from './menuFixtures'
import { setupFieldErrors, setupRequest, setupSchema, setupValues } from './setupForm'

const serverError = (errors: { field: string; message: string }[]) => ({
  status: 400,
  data: { message: 'Check the highlighted fields', errors },
})

describe('setupFieldErrors', () => {
  it('maps a meal field by its index and a top field by its name', () => {
    expect(
      setupFieldErrors(
        serverError([
          { field: 'body.meals[3].end_time', message: 'End after the start time' },
          { field: 'body.monthly_price_paise', message: 'Enter the monthly price' },
          { field: 'body.unknown', message: 'ignored' },
        ]),
      ),
    ).toEqual({ 'meals.3.endTime': 'End after the start time', monthlyPrice: 'Enter the monthly price' })
  })

  it('gives nothing for an error without fields', () => {
    expect(setupFieldErrors({ status: 500, data: {} })).toEqual({})
  })
})

describe('setupRequest', () => {
  it('sends every meal in paise and minutes, and no flat price unless billing is flat', () => {
    const values = { ...setupValues(foodSetup()), billingMode: 'PER_MEAL' as const }
    const request = setupRequest(values)
    expect(request.monthly_price_paise).toBeNull()
    expect(request.rebate_per_day_paise).toBeNull()
    expect(request.meals?.[0]).toEqual({
      meal_type: 'BREAKFAST',
      is_enabled: true,
      start_time: '07:30',
      end_time: '09:30',
      price_paise: 5000,
      skip_cutoff_minutes: 630,
    })
  })

  it('keeps the flat monthly price with flat billing', () => {
    expect(setupRequest(setupValues(foodSetup())).monthly_price_paise).toBe(300_000)
  })
})

describe('setupSchema', () => {
  it('refuses a meal that ends before it starts, on that meal’s end', async () => {
    const values = setupValues(foodSetup())
    values.meals[3] = { ...values.meals[3]!, startTime: '20:00', endTime: '19:30' }
    await expect(setupSchema.validateAt('meals[3].endTime', values)).rejects.toThrow(
      'End after the start time',
    )
    await expect(setupSchema.isValid(setupValues(foodSetup()))).resolves.toBe(true)
  })
})
