import { useFormik } from 'formik'
import { useListTaxTypesQuery } from '../../../app/core/resources/resourcesApi'
import { showServerErrors } from '../../../app/core/serverErrors'
import { announceSessionChanged } from '../../../app/core/session/sessionChannel'
import { useOperator } from '../../../app/core/session/useOperator'
import { Button } from '../../../design-system/Button'
import { EmptyState } from '../../../design-system/EmptyState'
import { Select } from '../../../design-system/Select'
import { StyledActions, StyledFormGrid, StyledNotice } from '../../../design-system/SheetLayout'
import { Skeleton } from '../../../design-system/Skeleton'
import { TextArea } from '../../../design-system/TextArea'
import { TextField } from '../../../design-system/TextField'
import {
  TAX_TYPE_PICKER,
  useGetBusinessProfileQuery,
  useUpdateBusinessProfileMutation,
  type BusinessProfile,
} from '../settingsApi'
import { StyledSection } from '../settingsSection.styles'
import {
  BUSINESS_FIELDS,
  businessRequest,
  businessSchema,
  businessValues,
  type BusinessValues,
} from './businessForm'
import { INDIAN_STATES } from './indianStates'
import { LogoField } from './LogoField'

const STATE_OPTIONS = INDIAN_STATES.map((state) => ({
  value: state.gst_code,
  label: `${state.name} (${state.gst_code})`,
}))

/** The Business section: name, brand, logo, GSTIN and tax type, registered address and state, reports' e-mail. */
export function BusinessSection() {
  const { data, isLoading, isError, refetch } = useGetBusinessProfileQuery()
  if (isLoading) return <Skeleton count={8} />
  if (isError || !data)
    return (
      <EmptyState
        title="The business profile could not be loaded"
        headingLevel={2}
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    )
  return <BusinessForm profile={data.data} />
}

function BusinessForm({ profile }: { profile: BusinessProfile }) {
  const operator = useOperator()
  const [update] = useUpdateBusinessProfileMutation()
  const taxTypes = useListTaxTypesQuery(TAX_TYPE_PICKER)
  const form = useFormik<BusinessValues>({
    initialValues: businessValues(profile),
    enableReinitialize: true,
    validationSchema: businessSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined)
      const result = await update({ businessProfileUpdateRequest: businessRequest(values) })
      if (result.error) {
        showServerErrors(helpers, result.error, BUSINESS_FIELDS, 'The profile was not saved.')
        return
      }
      // The operator's other tabs refetch the profile too, so their header shows the new name and brand.
      if (operator) announceSessionChanged(operator.id)
    },
  })
  const error = (name: keyof BusinessValues) => (form.touched[name] && form.errors[name]) || undefined
  const text = (name: keyof BusinessValues) => ({
    name,
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: error(name),
  })
  const taxOptions = (taxTypes.data?.data.results ?? []).map((tax) => ({ value: tax.code, label: tax.name }))
  if (!taxOptions.some((option) => option.value === form.values.taxType)) {
    taxOptions.unshift({ value: form.values.taxType, label: form.values.taxType })
  }
  const gstState = form.values.stateCode

  return (
    <StyledSection aria-labelledby="business-heading">
      <h2 id="business-heading">Business profile</h2>
      <p>How your business appears on receipts, reports and the console’s header.</p>
      <LogoField
        image={profile.image}
        onSaved={async (url) => !(await update({ businessProfileUpdateRequest: { image: url } })).error}
      />
      <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label="Business profile">
        <TextField {...text('name')} label="Business name" required maxLength={80} />
        <TextField
          {...text('brand')}
          label="Brand"
          hint="Shown in the header and on receipts"
          maxLength={80}
        />
        <TextField
          {...text('gstin')}
          label="GSTIN"
          hint="15 characters; its first two digits are the state’s GST code"
          maxLength={15}
          autoCapitalize="characters"
        />
        <Select {...text('taxType')} label="Default tax type" required options={taxOptions} />
        <div data-span="full">
          <TextArea {...text('address')} label="Registered address" maxLength={300} rows={3} />
        </div>
        <Select
          {...text('stateCode')}
          label="State"
          placeholder="Pick the state"
          hint={gstState ? `GST state code ${gstState}` : 'The GSTIN must belong to this state'}
          options={STATE_OPTIONS}
        />
        <TextField
          {...text('email')}
          type="email"
          label="E-mail for reports"
          hint="Reports are e-mailed here unless you name another address"
          maxLength={120}
        />
        {typeof form.status === 'string' && (
          <StyledNotice role="alert" data-span="full">
            {form.status}
          </StyledNotice>
        )}
        <StyledActions>
          <Button type="submit" loading={form.isSubmitting}>
            Save profile
          </Button>
        </StyledActions>
      </StyledFormGrid>
    </StyledSection>
  )
}
