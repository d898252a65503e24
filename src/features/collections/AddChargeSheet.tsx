import { useFormik } from 'formik'
import { useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { useOperator } from '../../app/core/session/useOperator'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { DateField, toIsoDate } from '../../design-system/DateField'
import { MoneyInput } from '../../design-system/MoneyInput'
import { SearchField } from '../../design-system/SearchField'
import { Select } from '../../design-system/Select'
import { TextField } from '../../design-system/TextField'
import {
  addChargeDefaults,
  addChargeRequest,
  addChargeSchema,
  CHARGE_KIND_LABELS,
  CHARGE_TYPE_OPTIONS,
  type AddChargeValues,
} from './addChargeForm'
import {
  useCreateOtherPaymentTicketMutation,
  useCreateRentPaymentTicketMutation,
  useListChargeTenantsQuery,
} from './collectionsApi'
import { monthOptions } from '../../design-system/format'
import { StyledActions, StyledFormGrid, StyledSheet } from '../../design-system/SheetLayout'

export type AddChargeSheetProps = { panelId: number; tenantId?: number }

const kindOptions = Object.entries(CHARGE_KIND_LABELS).map(([value, label]) => ({ value, label }))

/** Adds a charge for a tenant: a month's rent (v1 ticket) or another charge (v2 ticket, 'Other charge'). */
export default function AddChargeSheet({ panelId, tenantId }: AddChargeSheetProps) {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const [search, setSearch] = useState('')
  const { data: tenants } = useListChargeTenantsQuery(search, { skip: tenantId !== undefined })
  const [createRent] = useCreateRentPaymentTicketMutation()
  const [createOther] = useCreateOtherPaymentTicketMutation()
  const today = toIsoDate(new Date())
  const form = useFormik<AddChargeValues>({
    initialValues: addChargeDefaults(tenantId, today),
    validationSchema: addChargeSchema,
    onSubmit: async (values) => {
      const request = addChargeRequest(values)
      const result =
        request.type === 'RENT'
          ? await createRent({ rentPaymentTicketCreateRequest: request })
          : await createOther({ otherPaymentTicketCreateRequest: request })
      if (result.data) dispatch(panelClosed(panelId))
    },
  })
  const error = (name: keyof AddChargeValues) => (form.touched[name] && form.errors[name]) || undefined
  const rent = form.values.type === 'RENT'
  const tenantOptions = (tenants?.data.results ?? [])
    .filter((tenant) => tenant.status !== 'MOVED_OUT')
    .map((tenant) => ({ value: String(tenant.id), label: `${tenant.name} · ${tenant.property_name}` }))

  return (
    <StyledSheet>
      <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label="Add charge">
        {tenantId === undefined && (
          <>
            <div data-span="full">
              <SearchField
                label="Find a tenant"
                placeholder="Name or phone number"
                value={search}
                onSearch={setSearch}
              />
            </div>
            <div data-span="full">
              <Select
                label="Tenant"
                required
                placeholder="Choose a tenant"
                options={tenantOptions}
                {...form.getFieldProps('tenantId')}
                error={error('tenantId')}
              />
            </div>
          </>
        )}
        <Select label="Type" options={CHARGE_TYPE_OPTIONS} {...form.getFieldProps('type')} />
        {rent ? (
          <Select
            label="Month"
            required
            options={monthOptions(today, 11, 2)}
            {...form.getFieldProps('month')}
            error={error('month')}
          />
        ) : (
          <Select label="Kind" options={kindOptions} {...form.getFieldProps('chargeKind')} />
        )}
        {!rent && (
          <div data-span="full">
            <TextField
              label="Title"
              required
              placeholder="e.g. Electricity (Oct, 84 units)"
              {...form.getFieldProps('title')}
              error={error('title')}
            />
          </div>
        )}
        <MoneyInput
          label="Amount"
          required={!rent}
          hint={rent ? "Empty: the tenant's rent for the month" : undefined}
          name="amount"
          decimalPlaces={decimalPlaces}
          value={form.values.amount}
          onChange={(value) => void form.setFieldValue('amount', value)}
          onBlur={form.handleBlur}
          error={error('amount')}
        />
        <DateField
          label="Due on"
          required
          name="dueDate"
          value={form.values.dueDate}
          onChange={(value) => void form.setFieldValue('dueDate', value)}
          onBlur={form.handleBlur}
          error={error('dueDate')}
        />
        <StyledActions>
          <Button
            variant="secondary"
            disabled={form.isSubmitting}
            onClick={() => dispatch(panelClosed(panelId))}
          >
            Cancel
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            Add charge
          </Button>
        </StyledActions>
      </StyledFormGrid>
    </StyledSheet>
  )
}
