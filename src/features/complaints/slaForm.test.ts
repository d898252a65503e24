import type { ComplaintType } from './complaintsApi'
import { slaFieldOf, slaRequest, slaSchema, slaValues } from './slaForm'

const type: ComplaintType = {
  id: 1,
  name: 'Plumbing',
  category: 'PLUMBING',
  is_active: true,
  open_count: 0,
  sla_targets: {
    URGENT: { response_minutes: 60, resolution_minutes: 480 },
    HIGH: { response_minutes: 240, resolution_minutes: 1440 },
    MEDIUM: { response_minutes: 1440, resolution_minutes: 4320 },
    LOW: { response_minutes: 4320, resolution_minutes: 10080 },
  },
}

it('shows minutes as hours and sends hours back as whole minutes', () => {
  const values = slaValues(type)
  expect(values.URGENT_response).toBe('1')
  expect(values.LOW_resolution).toBe('168')
  expect(slaRequest({ ...values, URGENT_response: '0.5', HIGH_resolution: '30' }).sla_targets).toMatchObject({
    URGENT: { response_minutes: 30, resolution_minutes: 480 },
    HIGH: { response_minutes: 240, resolution_minutes: 1800 },
  })
  expect(slaRequest(values)).toEqual({ sla_targets: type.sla_targets, is_active: true })
})

it('refuses a resolution sooner than the response and targets outside the bounds', async () => {
  const values = slaValues(type)
  await expect(slaSchema.validate({ ...values, HIGH_resolution: '2' })).rejects.toThrow(
    'Resolution cannot come before the first response',
  )
  await expect(slaSchema.validate({ ...values, URGENT_response: '0' })).rejects.toThrow(
    'Between 5 minutes and 720 h',
  )
  await expect(slaSchema.validate(values)).resolves.toBeTruthy()
})

it("puts the server's target errors on their fields", () => {
  expect(slaFieldOf('body.sla_targets.HIGH.resolution_minutes')).toBe('HIGH_resolution')
  expect(slaFieldOf('body.is_active')).toBeUndefined()
})
