import { useFormik } from 'formik'
import { useState } from 'react'
import { UserPicker } from '../../app/core/people'
import { useOperator } from '../../app/core/session/useOperator'
import { Button } from '../../design-system/Button'
import { Checkbox } from '../../design-system/Checkbox'
import { DateField, toIsoDate } from '../../design-system/DateField'
import { formatPaise } from '../../design-system/format'
import { MoneyInput } from '../../design-system/MoneyInput'
import { Select } from '../../design-system/Select'
import { TextArea } from '../../design-system/TextArea'
import { TextField } from '../../design-system/TextField'
import { useMarkCollectionPaidMutation, type Collection } from './collectionsApi'
import { createIdempotencyKeys } from './idempotencyKey'
import { markPaidDefaults, markPaidRequest, markPaidSchema, type MarkPaidValues } from './markPaidForm'
import { needsReference, PAYMENT_MODE_OPTIONS } from './paymentModes'
import { StyledActions, StyledFormGrid } from '../../design-system/SheetLayout'

export type MarkPaidFormProps = {
  collection: Collection
  /** Called once the payment is recorded. */
  onPaid?: () => void
}

/**
 * Records a payment against a collection: the whole balance or part of it. Each attempt carries one
 * Idempotency-Key, so a double click or a retried request records the payment once.
 */
export function MarkPaidForm({ collection, onPaid }: MarkPaidFormProps) {
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const [markPaid] = useMarkCollectionPaidMutation()
  const [keys] = useState(createIdempotencyKeys)
  const today = toIsoDate(new Date())
  const balance = collection.balance_paise
  const form = useFormik<MarkPaidValues>({
    initialValues: markPaidDefaults(balance, today, decimalPlaces),
    validationSchema: markPaidSchema(balance, today),
    enableReinitialize: true,
    onSubmit: async (values) => {
      const body = markPaidRequest(values)
      const result = await markPaid({
        id: collection.id,
        'Idempotency-Key': keys.keyFor(body),
        markPaidRequest: body,
      })
      if (result.data) {
        keys.done()
        onPaid?.()
      }
    },
  })
  const error = (name: keyof MarkPaidValues) => (form.touched[name] && form.errors[name]) || undefined
  const withReference = needsReference(form.values.mode)

  return (
    <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label="Mark paid">
      <MoneyInput
        label="Amount received"
        required
        name="amount"
        decimalPlaces={decimalPlaces}
        hint={`Outstanding ${formatPaise(balance, { decimalPlaces })}`}
        value={form.values.amount}
        onChange={(value) => void form.setFieldValue('amount', value)}
        onBlur={form.handleBlur}
        error={error('amount')}
      />
      <Select
        label="Mode"
        required
        options={PAYMENT_MODE_OPTIONS}
        {...form.getFieldProps('mode')}
        error={error('mode')}
      />
      <DateField
        label="Paid on"
        required
        name="paidOn"
        max={today}
        value={form.values.paidOn}
        onChange={(value) => void form.setFieldValue('paidOn', value)}
        onBlur={form.handleBlur}
        error={error('paidOn')}
      />
      <TextField
        label={form.values.mode === 'CHEQUE' ? 'Cheque number' : 'Reference (UTR)'}
        required={withReference}
        disabled={!withReference}
        placeholder={withReference ? 'e.g. 412345678901' : 'Not needed'}
        {...form.getFieldProps('reference')}
        error={error('reference')}
      />
      <div data-span="full">
        <UserPicker
          label="Collected by"
          name="collectedBy"
          canCollectCash
          propertyId={collection.property_id}
          hint="Cash a staff member takes stays in their hand until a handover."
          value={form.values.collectedBy}
          onChange={(choice) => void form.setFieldValue('collectedBy', choice)}
        />
      </div>
      <div data-span="full">
        <TextArea label="Remarks" rows={2} {...form.getFieldProps('remarks')} error={error('remarks')} />
      </div>
      <div data-span="full">
        <Checkbox
          label="Send the receipt to the tenant"
          name="sendReceipt"
          checked={form.values.sendReceipt}
          onChange={form.handleChange}
        />
      </div>
      <StyledActions>
        <Button type="submit" loading={form.isSubmitting}>
          Record payment
        </Button>
      </StyledActions>
    </StyledFormGrid>
  )
}
