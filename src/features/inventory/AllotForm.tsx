import { useFormik } from 'formik'
import { useState } from 'react'
import { Button } from '../../design-system/Button'
import { DateField } from '../../design-system/DateField'
import { MoneyInput } from '../../design-system/MoneyInput'
import { allotRequest, allotSchema, allotValues, type AllotValues } from './allotForm'
import { today } from './dateRange'
import { useCreateBedAllotmentMutation, type BedDetail } from './inventoryApi'
import { StyledActions, StyledFormGrid, StyledSection } from '../../design-system/SheetLayout'
import { TenantPicker } from './TenantPicker'

export type AllotFormProps = { bed: BedDetail; decimalPlaces: number }

/** Allots the bed to a tenant from a date, open-ended or to a move-out date, at its rent and deposit. */
export function AllotForm({ bed, decimalPlaces }: AllotFormProps) {
  const [open, setOpen] = useState(false)
  const [createAllotment] = useCreateBedAllotmentMutation()
  const form = useFormik<AllotValues>({
    initialValues: allotValues(bed, today()),
    validationSchema: allotSchema,
    onSubmit: async (values, helpers) => {
      const result = await createAllotment({ id: bed.id, bedAllotmentCreateRequest: allotRequest(values) })
      if (result.error) return
      helpers.resetForm()
      setOpen(false)
    },
  })
  const error = (name: keyof AllotValues) => (form.touched[name] && form.errors[name]) || undefined
  const what = bed.is_unit ? 'unit' : 'bed'

  if (!bed.is_active) {
    return (
      <StyledSection aria-label="Allot">
        <h3>Allot</h3>
        <p>
          This {what} is inactive. Activate its {bed.is_unit ? 'unit' : 'room'} to allot it.
        </p>
      </StyledSection>
    )
  }

  return (
    <StyledSection aria-label="Allot">
      <h3>Allot to a tenant</h3>
      {!open ? (
        <div>
          <Button variant={bed.status === 1 ? 'primary' : 'secondary'} onClick={() => setOpen(true)}>
            Allot this {what}
          </Button>
        </div>
      ) : (
        <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label={`Allot ${bed.name}`}>
          <div data-span="full">
            <TenantPicker
              propertyId={bed.property_id}
              value={{ id: form.values.tenantId, name: form.values.tenantName }}
              onChange={({ id, name }) =>
                void form.setValues({ ...form.values, tenantId: id, tenantName: name })
              }
              onBlur={form.handleBlur}
              error={error('tenantId')}
            />
          </div>
          <DateField
            label="Moves in"
            name="fromDate"
            required
            value={form.values.fromDate}
            onChange={(value) => void form.setFieldValue('fromDate', value)}
            onBlur={form.handleBlur}
            error={error('fromDate')}
          />
          <DateField
            label="Moves out"
            name="toDate"
            hint="Leave empty if open-ended"
            min={form.values.fromDate}
            value={form.values.toDate}
            onChange={(value) => void form.setFieldValue('toDate', value)}
            onBlur={form.handleBlur}
            error={error('toDate')}
          />
          <MoneyInput
            label="Monthly rent"
            name="rent"
            required
            decimalPlaces={decimalPlaces}
            value={form.values.rent}
            onChange={(value) => void form.setFieldValue('rent', value)}
            onBlur={form.handleBlur}
            error={error('rent')}
          />
          <MoneyInput
            label="Deposit"
            name="deposit"
            required
            decimalPlaces={decimalPlaces}
            value={form.values.deposit}
            onChange={(value) => void form.setFieldValue('deposit', value)}
            onBlur={form.handleBlur}
            error={error('deposit')}
          />
          <StyledActions>
            <Button
              variant="secondary"
              disabled={form.isSubmitting}
              onClick={() => {
                form.resetForm()
                setOpen(false)
              }}
            >
              Cancel
            </Button>
            <Button type="submit" loading={form.isSubmitting}>
              Allot
            </Button>
          </StyledActions>
        </StyledFormGrid>
      )}
    </StyledSection>
  )
}
