import { skipToken } from '@reduxjs/toolkit/query'
import { useFormik } from 'formik'
import { useAppDispatch } from '../../app/core/hooks'
import { useOperator } from '../../app/core/session/useOperator'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { DateField } from '../../design-system/DateField'
import { EmptyState } from '../../design-system/EmptyState'
import { formatPaise } from '../../design-system/format'
import { MoneyInput, paiseToRupeesText } from '../../design-system/MoneyInput'
import { Select } from '../../design-system/Select'
import {
  StyledActions,
  StyledFacts,
  StyledFormGrid,
  StyledSection,
  StyledSheet,
} from '../../design-system/SheetLayout'
import { Skeleton, SkeletonRegion } from '../../design-system/Skeleton'
import { TextField } from '../../design-system/TextField'
import { today } from './dates'
import {
  useGetTenantDetailsQuery,
  useGetTenantRoomDetailsQuery,
  useListTenantPropertyOptionsQuery,
  useQuoteRoomTransferQuery,
  useUpdateTenantRoomDetailsMutation,
  type QuoteRoomTransferApiArg,
  type TenantDetail,
  type TenantRoomDetails,
} from './tenantsApi'
import { TransferBedField } from './TransferBedField'
import {
  DEPOSIT_HANDLINGS,
  RENT_DIFFERENCES,
  quoteArgs,
  transferProblems,
  transferRequest,
  transferSchema,
  transferValues,
  type TransferValues,
} from './transferForm'
import { TransferQuoteView } from './TransferQuoteView'
import { transferBlockedReason } from './transferText'
import { useSettledKey } from './useSettledKey'

export type TransferSheetProps = { panelId: number; tenantId: number }

/** How long the form must rest before the quote is asked again. */
const QUOTE_DELAY_MS = 400

/** Moves a tenant to a free bed of any property from a date, with the new rent, deposit and rent difference. */
export default function TransferSheet({ panelId, tenantId }: TransferSheetProps) {
  const { data: tenant, isLoading } = useGetTenantDetailsQuery({ id: tenantId })
  const { data: room } = useGetTenantRoomDetailsQuery({ id: tenantId })
  if (isLoading || (tenant && !room)) {
    return (
      <SkeletonRegion busy label="Loading the tenant's stay">
        <Skeleton count={6} />
      </SkeletonRegion>
    )
  }
  if (!tenant || !room) return <EmptyState title="This tenant could not be loaded" headingLevel={3} />
  const blocked = transferBlockedReason(tenant.data)
  if (blocked)
    return <EmptyState title="This tenant cannot be transferred" description={blocked} headingLevel={3} />
  return <TransferForm panelId={panelId} tenant={tenant.data} room={room.data} />
}

type FormProps = { panelId: number; tenant: TenantDetail; room: TenantRoomDetails }

function TransferForm({ panelId, tenant, room }: FormProps) {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const money = (paise: number) => formatPaise(paise, { decimalPlaces })
  const { data: properties } = useListTenantPropertyOptionsQuery(15)
  const [transfer] = useUpdateTenantRoomDetailsMutation()
  const form = useFormik<TransferValues>({
    initialValues: transferValues(tenant.property_id, today()),
    validationSchema: transferSchema(tenant.move_in_date),
    onSubmit: async (values, helpers) => {
      const result = await transfer({ id: tenant.id, tenantRoomChangeRequest: transferRequest(values) })
      if (result.error) helpers.setErrors(transferProblems(result.error))
      else dispatch(panelClosed(panelId))
    },
  })
  const { values } = form
  const settledKey = useSettledKey(JSON.stringify(quoteArgs(tenant.id, values) ?? null), QUOTE_DELAY_MS)
  const settledArgs = JSON.parse(settledKey) as QuoteRoomTransferApiArg | null
  const quote = useQuoteRoomTransferQuery(settledArgs ?? skipToken)
  const quoteErrors = quote.isFetching ? {} : transferProblems(quote.error)
  const error = (name: keyof TransferValues) =>
    (form.touched[name] && form.errors[name]) || quoteErrors[name] || undefined
  const setValue = (name: keyof TransferValues) => (value: string) => void form.setFieldValue(name, value)
  const propertyOptions = [
    { id: tenant.property_id, property_name: tenant.property_name },
    ...(properties?.data.results ?? []).filter((property) => property.id !== tenant.property_id),
  ].map((property) => ({ value: String(property.id), label: property.property_name }))

  return (
    <StyledSheet>
      <StyledSection aria-label="Now">
        <h3>{tenant.name} now</h3>
        <StyledFacts>
          <dt>Bed</dt>
          <dd>
            {room.property_name} · Room {room.room_name} · Bed {room.bed_name}
          </dd>
          <dt>Rent</dt>
          <dd>{money(tenant.rent_paise)} a month</dd>
          <dt>Deposit held</dt>
          <dd>{money(tenant.deposit_held_paise)}</dd>
        </StyledFacts>
      </StyledSection>
      <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label="Transfer room">
        <Select
          label="Property"
          name="propertyId"
          required
          options={propertyOptions}
          value={values.propertyId}
          onChange={(event) => void form.setValues({ ...values, propertyId: event.target.value, bedId: '' })}
          onBlur={form.handleBlur}
          error={error('propertyId')}
        />
        <DateField
          label="First night on the new bed"
          name="fromDate"
          required
          min={tenant.move_in_date}
          value={values.fromDate}
          onChange={setValue('fromDate')}
          onBlur={form.handleBlur}
          error={error('fromDate')}
        />
        <div data-span="full">
          <TransferBedField
            propertyId={Number(values.propertyId) || undefined}
            fromDate={values.fromDate}
            gender={tenant.gender}
            currentBedId={room.bed_id}
            decimalPlaces={decimalPlaces}
            value={values.bedId}
            onBlur={form.handleBlur}
            error={error('bedId')}
            onChange={(bedId, rentPaise) =>
              void form.setValues({
                ...values,
                bedId,
                rent: rentPaise === undefined ? values.rent : paiseToRupeesText(rentPaise, decimalPlaces),
              })
            }
          />
        </div>
        <MoneyInput
          label="New monthly rent"
          name="rent"
          required
          hint="The bed's rent unless you change it"
          decimalPlaces={decimalPlaces}
          value={values.rent}
          onChange={setValue('rent')}
          onBlur={form.handleBlur}
          error={error('rent')}
        />
        <Select
          label="Deposit"
          name="depositHandling"
          options={DEPOSIT_HANDLINGS}
          value={values.depositHandling}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={error('depositHandling')}
        />
        {values.depositHandling === 'REFUND_AND_RECOLLECT' && (
          <MoneyInput
            label="New deposit"
            name="newDeposit"
            required
            decimalPlaces={decimalPlaces}
            value={values.newDeposit}
            onChange={setValue('newDeposit')}
            onBlur={form.handleBlur}
            error={error('newDeposit')}
          />
        )}
        <div data-span="full">
          <Select
            label="Rent difference"
            name="rentDifference"
            options={RENT_DIFFERENCES}
            value={values.rentDifference}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={error('rentDifference')}
          />
        </div>
        <div data-span="full">
          <TextField
            label="Reason"
            name="reason"
            placeholder="e.g. Wants a 2-sharing room"
            value={values.reason}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={error('reason')}
          />
        </div>
        <TransferQuoteView
          quote={quote.isFetching ? undefined : quote.currentData?.data}
          checking={quote.isFetching}
          decimalPlaces={decimalPlaces}
        />
        <StyledActions>
          <Button
            variant="secondary"
            disabled={form.isSubmitting}
            onClick={() => dispatch(panelClosed(panelId))}
          >
            Cancel
          </Button>
          <Button type="submit" loading={form.isSubmitting} disabled={quoteErrors.bedId !== undefined}>
            Confirm transfer
          </Button>
        </StyledActions>
      </StyledFormGrid>
    </StyledSheet>
  )
}
