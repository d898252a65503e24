import { useFormik } from 'formik'
import { Link } from 'react-router'
import { showServerErrors } from '../../../app/core/serverErrors'
import { Button } from '../../../design-system/Button'
import { Checkbox } from '../../../design-system/Checkbox'
import { EmptyState } from '../../../design-system/EmptyState'
import { Select } from '../../../design-system/Select'
import { StyledActions, StyledFormGrid, StyledNotice } from '../../../design-system/SheetLayout'
import { Skeleton } from '../../../design-system/Skeleton'
import { Switch } from '../../../design-system/Switch'
import { TextField } from '../../../design-system/TextField'
import { useUpdatePropertyMutation } from '../../properties/propertiesApi'
import {
  useGetPaymentSettingsQuery,
  useUpdatePaymentSettingsMutation,
  type PaymentSettings,
} from '../settingsApi'
import { StyledAccount, StyledAccounts, StyledSection } from '../settingsSection.styles'
import { BankAccounts } from './BankAccounts'
import { LateFeeRule } from './LateFeeRule'
import {
  PAYMENT_FIELDS,
  paymentRequest,
  paymentSchema,
  paymentValues,
  type PaymentValues,
} from './paymentForms'

/**
 * The Payments section: bank accounts, the UPI id and payee of payment links, the reminder schedule, and the late fee
 * (a house rule, shown read only).
 */
export function PaymentsSection() {
  const { data, isLoading, isError, refetch } = useGetPaymentSettingsQuery()
  return (
    <>
      <BankAccounts />
      {isLoading ? (
        <Skeleton count={6} />
      ) : isError || !data ? (
        <EmptyState
          title="The payment settings could not be loaded"
          headingLevel={2}
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      ) : (
        <>
          <PaymentForm settings={data.data} />
          <PropertyOverrides settings={data.data} />
        </>
      )}
      <LateFeeRule />
    </>
  )
}

function PaymentForm({ settings }: { settings: PaymentSettings }) {
  const [update] = useUpdatePaymentSettingsMutation()
  const form = useFormik<PaymentValues>({
    initialValues: paymentValues(settings),
    enableReinitialize: true,
    validationSchema: paymentSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined)
      const result = await update({ paymentSettingsUpdateRequest: paymentRequest(values) })
      if (result.error)
        showServerErrors(helpers, result.error, PAYMENT_FIELDS, 'The payment settings were not saved.')
    },
  })
  const error = (name: keyof PaymentValues) => (form.touched[name] && form.errors[name]) || undefined
  const text = (name: 'upiId' | 'payeeName' | 'daysBefore' | 'daysAfter') => ({
    name,
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: error(name),
  })
  return (
    <StyledSection aria-labelledby="upi-heading">
      <h2 id="upi-heading">UPI and reminders</h2>
      <p>
        Payment links and QR codes use this UPI id, unless the tenant is linked to a bank account with its own
        UPI id or the property has its own (listed below).
      </p>
      <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label="UPI and reminders">
        <TextField {...text('upiId')} label="UPI id" hint="e.g. rooststays@okhdfcbank" maxLength={322} />
        <TextField
          {...text('payeeName')}
          label="Payee name"
          hint="Shown in the tenant’s UPI app"
          maxLength={80}
        />
        <div data-span="full">
          <Switch
            label="Send reminders by themselves"
            hint="Unpaid dues are reminded on the days below, once a day at most"
            checked={form.values.remindersOn}
            onChange={(checked) => void form.setFieldValue('remindersOn', checked)}
          />
        </div>
        <TextField {...text('daysBefore')} label="Days before the due date" hint="e.g. 3, 1" maxLength={30} />
        <TextField
          {...text('daysAfter')}
          label="Days after the due date"
          hint="e.g. 1, 3, 7"
          maxLength={30}
        />
        <Checkbox
          name="onDueDay"
          label="On the due date"
          checked={form.values.onDueDay}
          onChange={form.handleChange}
        />
        <Select
          name="channel"
          label="Channel"
          value={form.values.channel}
          onChange={form.handleChange}
          options={[
            { value: 'SMS', label: 'SMS' },
            { value: 'WHATSAPP', label: 'WhatsApp' },
          ]}
        />
        {typeof form.status === 'string' && (
          <StyledNotice role="alert" data-span="full">
            {form.status}
          </StyledNotice>
        )}
        <StyledActions>
          <Button type="submit" loading={form.isSubmitting}>
            Save payment settings
          </Button>
        </StyledActions>
      </StyledFormGrid>
    </StyledSection>
  )
}

/** The properties whose own UPI id overrides the operator-wide one, each with a way back to it. */
function PropertyOverrides({ settings }: { settings: PaymentSettings }) {
  const [updateProperty, { isLoading }] = useUpdatePropertyMutation()
  const { refetch } = useGetPaymentSettingsQuery()
  const clear = async (id: number) => {
    const result = await updateProperty({ id, propertyUpdateRequest: { upi_id: null, payee_name: null } })
    if (!result.error) void refetch()
  }
  return (
    <StyledSection aria-labelledby="overrides-heading">
      <h2 id="overrides-heading">These properties use their own UPI id</h2>
      {settings.property_overrides.length === 0 ? (
        <p>None: every property uses the UPI id above.</p>
      ) : (
        <StyledAccounts>
          {settings.property_overrides.map((property) => (
            <StyledAccount key={property.property_id}>
              <div data-part="main">
                <Link to={`/properties/${property.property_id}`}>{property.property_name}</Link>
                <span>
                  {property.upi_id}
                  {property.payee_name ? ` · ${property.payee_name}` : ''}
                </span>
              </div>
              <div data-part="actions">
                <Button
                  variant="secondary"
                  disabled={isLoading}
                  aria-label={`Use the UPI id above for ${property.property_name}`}
                  onClick={() => void clear(property.property_id)}
                >
                  Use the UPI id above
                </Button>
              </div>
            </StyledAccount>
          ))}
        </StyledAccounts>
      )}
    </StyledSection>
  )
}
