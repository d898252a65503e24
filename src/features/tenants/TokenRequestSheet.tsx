import { useFormik } from 'formik'
import { useRef, useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { useOperator } from '../../app/core/session/useOperator'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { ConfirmDialog } from '../../design-system/ConfirmDialog'
import { DateField } from '../../design-system/DateField'
import { EmptyState } from '../../design-system/EmptyState'
import { MoneyInput, rupeesToPaise } from '../../design-system/MoneyInput'
import { Skeleton, SkeletonRegion } from '../../design-system/Skeleton'
import { StatusBadge } from '../../design-system/StatusBadge'
import { TextArea } from '../../design-system/TextArea'
import { TextField } from '../../design-system/TextField'
import { DuesLines } from './DuesLines'
import { serverFieldErrors } from '../../app/core/serverErrors'
import {
  StyledActions,
  StyledFormGrid,
  StyledHeadline,
  StyledSection,
  StyledSheet,
} from '../../design-system/SheetLayout'
import {
  useCalculateMoveInDuesQuery,
  useGetTokenRequestQuery,
  useRejectTokenRequestMutation,
  useUpdateTokenRequestMutation,
  type TokenRequest,
} from './tenantsApi'
import {
  tokenRequestSchema,
  tokenRequestUpdate,
  tokenRequestValues,
  type TokenRequestValues,
} from './tokenRequestForm'
import { TokenPaymentLinkSection } from './TokenPaymentLinkSection'
import { TOKEN_STATUS } from './tokenRequestLabels'

export type TokenRequestSheetProps = { panelId: number; tokenRequestId: number }

const FIELDS: Record<string, keyof TokenRequestValues> = {
  name: 'name',
  phone_number: 'phone',
  expected_move_in_date: 'expectedMoveInDate',
  rent_paise: 'rent',
  deposit_paise: 'deposit',
  token_paise: 'token',
  token_paid_paise: 'tokenPaid',
  notes: 'notes',
}

/** One move-in request: its dues, editing and approving it, rejecting it, or converting it to a tenant. */
export default function TokenRequestSheet({ tokenRequestId }: TokenRequestSheetProps) {
  const { data, isLoading } = useGetTokenRequestQuery({ id: tokenRequestId })
  if (isLoading) {
    return (
      <SkeletonRegion busy label="Loading the move-in request">
        <Skeleton count={8} />
      </SkeletonRegion>
    )
  }
  if (!data) return <EmptyState title="This move-in request could not be loaded" headingLevel={3} />
  return <TokenRequestView key={data.data.updated_at} request={data.data} />
}

function TokenRequestView({ request }: { request: TokenRequest }) {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const [updateTokenRequest] = useUpdateTokenRequestMutation()
  const [rejectTokenRequest] = useRejectTokenRequestMutation()
  const [rejecting, setRejecting] = useState(false)
  const [rejectReason, setRejectReason] = useState('')
  const [refund, setRefund] = useState('')
  const open = request.status === 'PENDING' || request.status === 'APPROVED'
  const { data: dues } = useCalculateMoveInDuesQuery({
    propertyId: request.property_id,
    moveInDate: request.expected_move_in_date,
    bedId: request.bed_id ?? undefined,
    rentPaise: request.rent_paise,
    depositPaise: request.deposit_paise,
    tenantOnboardingId: request.id,
  })
  // Which button submitted: "Save and approve" also approves; Enter and "Save" only save.
  const approving = useRef(false)
  const form = useFormik<TokenRequestValues>({
    initialValues: tokenRequestValues(request),
    validationSchema: tokenRequestSchema,
    onSubmit: async (values, helpers) => {
      const approve = approving.current
      approving.current = false
      const result = await updateTokenRequest({
        id: request.id,
        tokenRequestUpdateRequest: tokenRequestUpdate(request, values, approve),
      })
      if (result.error) helpers.setErrors(serverFieldErrors(result.error, FIELDS))
    },
  })
  const submit = (approve: boolean) => {
    approving.current = approve
    void form.submitForm().finally(() => {
      approving.current = false
    })
  }
  const error = (name: keyof TokenRequestValues) => (form.touched[name] && form.errors[name]) || undefined
  const field = (name: keyof TokenRequestValues) => ({
    name,
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: error(name),
    disabled: !open,
  })
  const money = (name: 'rent' | 'deposit' | 'token' | 'tokenPaid', label: string) => (
    <MoneyInput
      {...field(name)}
      label={label}
      required
      decimalPlaces={decimalPlaces}
      onChange={(value) => void form.setFieldValue(name, value)}
    />
  )
  const convert = () =>
    dispatch(
      panelPushed({ kind: 'tenants/add', title: 'Add tenant', width: 600, props: { tokenRequest: request } }),
    )
  const reject = async () => {
    const result = await rejectTokenRequest({
      id: request.id,
      tokenRequestRejectRequest: {
        reason: rejectReason.trim(),
        ...(refund ? { refund_paise: rupeesToPaise(refund) ?? 0 } : {}),
      },
    })
    if (!result.error) setRejecting(false)
  }

  return (
    <StyledSheet>
      <StyledHeadline>
        <h3>{request.property_name}</h3>
        <StatusBadge tone={TOKEN_STATUS[request.status].tone}>
          {TOKEN_STATUS[request.status].label}
        </StatusBadge>
        {open && (
          <Button data-part="end" onClick={convert}>
            Convert to tenant
          </Button>
        )}
      </StyledHeadline>
      {request.reject_reason && <p>Rejected: {request.reject_reason}</p>}
      {dues && (
        <StyledSection aria-label="Move-in dues">
          <h3>Dues on move-in</h3>
          <DuesLines dues={dues.data} decimalPlaces={decimalPlaces} />
        </StyledSection>
      )}
      <TokenPaymentLinkSection request={request} decimalPlaces={decimalPlaces} />
      <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label="Move-in request">
        <TextField {...field('name')} label="Full name" required />
        <TextField {...field('phone')} label="Phone number" type="tel" prefix="+91" maxLength={10} required />
        <DateField
          label="Expected move-in"
          name="expectedMoveInDate"
          required
          disabled={!open}
          value={form.values.expectedMoveInDate}
          onChange={(value) => void form.setFieldValue('expectedMoveInDate', value)}
          onBlur={form.handleBlur}
          error={error('expectedMoveInDate')}
        />
        {money('rent', 'Monthly rent')}
        {money('deposit', 'Deposit')}
        {money('token', 'Token asked')}
        {money('tokenPaid', 'Token received')}
        <div data-span="full">
          <TextArea {...field('notes')} label="Notes" />
        </div>
        {open && (
          <StyledActions>
            <Button variant="danger" onClick={() => setRejecting(true)}>
              Reject
            </Button>
            <Button variant="secondary" type="submit" loading={form.isSubmitting}>
              Save
            </Button>
            {request.status === 'PENDING' && (
              <Button disabled={form.isSubmitting} onClick={() => submit(true)}>
                Save and approve
              </Button>
            )}
          </StyledActions>
        )}
      </StyledFormGrid>
      <ConfirmDialog
        open={rejecting}
        tone="danger"
        title={`Reject ${request.name}'s request?`}
        message={
          <>
            The bed is released. Refund part of the token if you agreed to.
            <TextField
              label="Reason"
              required
              value={rejectReason}
              onChange={(event) => setRejectReason(event.target.value)}
            />
            <MoneyInput
              label="Refund from the token"
              decimalPlaces={decimalPlaces}
              value={refund}
              onChange={setRefund}
            />
          </>
        }
        confirmLabel="Reject request"
        onConfirm={() => (rejectReason.trim() ? reject() : undefined)}
        onCancel={() => setRejecting(false)}
      />
    </StyledSheet>
  )
}
