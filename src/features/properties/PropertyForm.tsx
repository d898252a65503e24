import { FormikProvider, useFormik } from 'formik'
import { useEffect, useMemo, useRef } from 'react'
import { useOperator } from '../../app/core/session/useOperator'
import { Button } from '../../design-system/Button'
import { useUpdatePropertyMutation, type PropertyDetail } from './propertiesApi'
import { PropertyDetailsFields } from './PropertyDetailsFields'
import { toFormValues, toUpdateRequest } from './propertyForm'
import { StyledForm, StyledFormFooter } from './PropertyForm.styles'
import { PropertyRulesFields } from './PropertyRulesFields'
import { propertySchema } from './propertySchema'
import { serverFieldErrors } from './serverErrors'

export type PropertyFormProps = {
  property: PropertyDetail
  /** Called after a save, or on cancel. */
  onDone: (saved?: PropertyDetail) => void
}

/** Edits a property with formik and yup; only changed fields are sent. */
export function PropertyForm({ property, onDone }: PropertyFormProps) {
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const [updateProperty] = useUpdatePropertyMutation()
  const formRef = useRef<HTMLFormElement>(null)
  const initialValues = useMemo(() => toFormValues(property), [property])
  const validationSchema = useMemo(
    () => propertySchema({ savedType: property.property_type, hasRooms: property.total_rooms > 0 }),
    [property.property_type, property.total_rooms],
  )
  const form = useFormik({
    initialValues,
    validationSchema,
    onSubmit: async (values, helpers) => {
      const changes = toUpdateRequest(values, property)
      if (Object.keys(changes).length === 0) return onDone()
      const result = await updateProperty({ id: property.id, propertyUpdateRequest: changes })
      if (result.data) return onDone(result.data.data)
      helpers.setErrors(serverFieldErrors(result.error, { tax_rate_bps: 'tax_rate' }))
    },
  })

  // A long form: after a refused submit, take the operator to the first field that needs attention.
  const { submitCount, isValid, isSubmitting } = form
  useEffect(() => {
    if (submitCount > 0 && !isValid && !isSubmitting) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    }
  }, [submitCount, isValid, isSubmitting])

  return (
    <FormikProvider value={form}>
      <StyledForm ref={formRef} noValidate onSubmit={form.handleSubmit} aria-label="Edit property">
        <PropertyDetailsFields />
        <PropertyRulesFields decimalPlaces={decimalPlaces} />
        <StyledFormFooter>
          <Button variant="secondary" onClick={() => onDone()} disabled={form.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            Save changes
          </Button>
        </StyledFormFooter>
      </StyledForm>
    </FormikProvider>
  )
}
