import { useFormik } from 'formik'
import { useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { useOperator } from '../../app/core/session/useOperator'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { DateField } from '../../design-system/DateField'
import { formatDate } from '../../design-system/format'
import { MoneyInput } from '../../design-system/MoneyInput'
import { NumericInput } from '../../design-system/NumericInput'
import {
  StyledActions,
  StyledFormGrid,
  StyledNotice,
  StyledSection,
  StyledSheet,
} from '../../design-system/SheetLayout'
import { TextField } from '../../design-system/TextField'
import { SheetLoad } from './SheetLoad'
import { today } from './dates'
import {
  RENT_TERMS_FIELDS,
  changedTerms,
  rentTermsRequest,
  rentTermsSchema,
  rentTermsValues,
  type RentTermsValues,
} from './rentTermsForm'
import { serverFieldErrors } from '../../app/core/serverErrors'
import { useGetTenantDetailsQuery, useUpdateTenantDetailsMutation, type TenantDetail } from './tenantsApi'

export type RentTermsSheetProps = { panelId: number; tenantId: number }

/** Changes a tenant's rent, deposit, due day, notice period or lock-in from a chosen day, as a new version. */
export default function RentTermsSheet({ panelId, tenantId }: RentTermsSheetProps) {
  const { data, isLoading } = useGetTenantDetailsQuery({ id: tenantId })
  return (
    <SheetLoad
      value={data?.data}
      isLoading={isLoading}
      label="Loading the rent terms"
      rows={6}
      missing="This tenant could not be loaded"
    >
      {(tenant) => <RentTerms panelId={panelId} tenant={tenant} />}
    </SheetLoad>
  )
}

function RentTerms({ panelId, tenant }: { panelId: number; tenant: TenantDetail }) {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const [updateTenantDetails] = useUpdateTenantDetailsMutation()
  const [initial] = useState(() => rentTermsValues(tenant, today(), decimalPlaces))
  const upcoming = tenant.terms_history.find((version) => version.status === 'UPCOMING')
  const form = useFormik<RentTermsValues>({
    initialValues: initial,
    validationSchema: rentTermsSchema(tenant.move_in_date),
    onSubmit: async (values, helpers) => {
      if (Object.keys(changedTerms(initial, values)).length === 0) {
        helpers.setStatus('Change the rent, deposit, due day, notice period or lock-in first.')
        return
      }
      helpers.setStatus(undefined)
      const result = await updateTenantDetails({
        id: tenant.id,
        tenantDetailsUpdateRequest: rentTermsRequest(initial, values),
      })
      if (result.error) {
        helpers.setErrors(serverFieldErrors(result.error, RENT_TERMS_FIELDS))
        return
      }
      dispatch(panelClosed(panelId))
    },
  })
  const { values } = form
  const error = (name: keyof RentTermsValues) => (form.touched[name] && form.errors[name]) || undefined
  const field = (name: keyof RentTermsValues) => ({
    name,
    value: values[name],
    onChange: (value: string) => void form.setFieldValue(name, value),
    onBlur: form.handleBlur,
    error: error(name),
  })

  return (
    <StyledSheet>
      <StyledSection aria-label="How a change applies">
        <p>
          Dues already raised stay as they are; rent raised for nights from the chosen day uses the new terms.
        </p>
        {upcoming && (
          <p>
            A change from {formatDate(upcoming.effective_from)} is already planned: saving with that day
            replaces it.
          </p>
        )}
      </StyledSection>
      <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label="Change rent or terms">
        <MoneyInput {...field('rent')} label="Monthly rent" required decimalPlaces={decimalPlaces} />
        <MoneyInput {...field('deposit')} label="Deposit" required decimalPlaces={decimalPlaces} />
        <NumericInput {...field('dueDay')} label="Rent due on day" hint="1 to 28 of each month" required />
        <NumericInput {...field('noticeDays')} label="Notice period (days)" required />
        <NumericInput {...field('lockInMonths')} label="Lock-in (months)" required />
        <DateField
          {...field('effectiveFrom')}
          label="Applies from"
          min={tenant.move_in_date}
          hint="First day of the new terms"
          required
        />
        <div data-span="full">
          <TextField
            name="reason"
            label="Reason"
            placeholder="e.g. Annual revision"
            value={values.reason}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={error('reason')}
          />
        </div>
        {typeof form.status === 'string' && (
          <StyledNotice role="status" data-span="full">
            {form.status}
          </StyledNotice>
        )}
        <StyledActions>
          <Button
            variant="secondary"
            disabled={form.isSubmitting}
            onClick={() => dispatch(panelClosed(panelId))}
          >
            Cancel
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            Save terms
          </Button>
        </StyledActions>
      </StyledFormGrid>
    </StyledSheet>
  )
}
