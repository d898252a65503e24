import { useFormik } from 'formik'
import { UserPicker } from '../../app/core/people'
import { useState } from 'react'
import { Button } from '../../design-system/Button'
import { DateField, toIsoDate } from '../../design-system/DateField'
import { formatPaise } from '../../design-system/format'
import { Modal } from '../../design-system/Modal'
import { Select } from '../../design-system/Select'
import { TextField } from '../../design-system/TextField'
import { useBulkMarkCollectionsPaidMutation } from './collectionsApi'
import { createIdempotencyKeys } from './idempotencyKey'
import { bulkMarkPaidRequest, bulkMarkPaidSchema, type BulkMarkPaidValues } from './markPaidForm'
import { needsReference, PAYMENT_MODE_OPTIONS } from './paymentModes'
import { StyledFormGrid } from '../../design-system/SheetLayout'

export type BulkMarkPaidDialogProps = {
  open: boolean
  collectionIds: readonly number[]
  /** Sum of the chosen balances, for the confirmation line. */
  totalPaise: number
  decimalPlaces: number
  onClose: () => void
  onPaid: () => void
}

const FORM_ID = 'bulk-mark-paid'

/** Marks the chosen collections paid in full, in one mode and on one day; one Idempotency-Key per attempt. */
export function BulkMarkPaidDialog({
  open,
  collectionIds,
  totalPaise,
  decimalPlaces,
  onClose,
  onPaid,
}: BulkMarkPaidDialogProps) {
  const [bulkMarkPaid] = useBulkMarkCollectionsPaidMutation()
  const [keys] = useState(createIdempotencyKeys)
  const today = toIsoDate(new Date())
  const form = useFormik<BulkMarkPaidValues>({
    initialValues: { mode: 'CASH', paidOn: today, reference: '', collectedBy: '' },
    validationSchema: bulkMarkPaidSchema(today),
    onSubmit: async (values, helpers) => {
      const body = bulkMarkPaidRequest(collectionIds, values)
      const result = await bulkMarkPaid({ 'Idempotency-Key': keys.keyFor(body), bulkMarkPaidRequest: body })
      if (result.data) {
        keys.done()
        helpers.resetForm()
        onPaid()
      }
    },
  })
  const error = (name: keyof BulkMarkPaidValues) => (form.touched[name] && form.errors[name]) || undefined
  const count = collectionIds.length
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Mark ${count} collection${count === 1 ? '' : 's'} paid`}
      description={`Each is paid in full: ${formatPaise(totalPaise, { decimalPlaces })} in all.`}
      footer={
        <>
          <Button variant="secondary" disabled={form.isSubmitting} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={form.isSubmitting}>
            Mark paid
          </Button>
        </>
      }
    >
      <StyledFormGrid id={FORM_ID} noValidate onSubmit={form.handleSubmit} aria-label="Bulk mark paid">
        <Select label="Mode" required options={PAYMENT_MODE_OPTIONS} {...form.getFieldProps('mode')} />
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
        <div data-span="full">
          <UserPicker
            label="Collected by"
            name="collectedBy"
            canCollectCash
            value={form.values.collectedBy}
            onChange={(choice) => void form.setFieldValue('collectedBy', choice)}
          />
        </div>
        {needsReference(form.values.mode) && (
          <div data-span="full">
            <TextField
              label="Reference (UTR)"
              {...form.getFieldProps('reference')}
              error={error('reference')}
            />
          </div>
        )}
      </StyledFormGrid>
    </Modal>
  )
}
