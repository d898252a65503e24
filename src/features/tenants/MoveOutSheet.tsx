import { useFormik } from 'formik'
import { useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { useOperator } from '../../app/core/session/useOperator'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { ConfirmDialog } from '../../design-system/ConfirmDialog'
import { EmptyState } from '../../design-system/EmptyState'
import { formatDate, formatPaise } from '../../design-system/format'
import { SheetLoad } from './SheetLoad'
import { today } from './dates'
import { ForecastView } from './ForecastView'
import { MoveOutFields } from './MoveOutFields'
import {
  forecastKey,
  forecastRequest,
  moveOutSchema,
  moveOutValues,
  raiseRequest,
  type MoveOutValues,
} from './moveOutForm'
import {
  StyledActions,
  StyledFacts,
  StyledFormGrid,
  StyledSection,
  StyledSheet,
} from '../../design-system/SheetLayout'
import {
  useForecastOffboardingMutation,
  useGetTenantOffboardingDetailQuery,
  useRaiseOffboardingMutation,
  type OffboardingForecast,
  type TenantOffboardingDetail,
} from './tenantsApi'

export type MoveOutSheetProps = { panelId: number; tenantId: number }

/** Raises a tenant's move-out: the settlement is forecast and shown first, then the operator confirms. */
export default function MoveOutSheet({ panelId, tenantId }: MoveOutSheetProps) {
  const { data, isLoading } = useGetTenantOffboardingDetailQuery({ tenantId })
  return (
    <SheetLoad
      value={data?.data}
      isLoading={isLoading}
      label="Loading the tenant's stay"
      rows={6}
      missing="This tenant could not be loaded"
    >
      {(detail) => <RaiseMoveOut panelId={panelId} detail={detail} />}
    </SheetLoad>
  )
}

function RaiseMoveOut({ panelId, detail }: { panelId: number; detail: TenantOffboardingDetail }) {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const [forecastOffboarding, { isLoading: forecasting }] = useForecastOffboardingMutation()
  const [raiseOffboarding] = useRaiseOffboardingMutation()
  const [shown, setShown] = useState<{ key: string; forecast: OffboardingForecast }>()
  const [confirming, setConfirming] = useState(false)
  const form = useFormik<MoveOutValues>({
    initialValues: moveOutValues(detail.earliest_move_out_without_shortfall, today()),
    validationSchema: moveOutSchema(detail.move_in_date),
    onSubmit: async (values) => {
      const result = await forecastOffboarding({
        offboardingForecastRequest: forecastRequest(detail.tenant_id, values),
      })
      if (result.data) setShown({ key: forecastKey(detail.tenant_id, values), forecast: result.data.data })
    },
  })
  const current = shown?.key === forecastKey(detail.tenant_id, form.values) ? shown.forecast : undefined
  const money = (paise: number) => formatPaise(paise, { decimalPlaces })

  if (detail.offboarding_status === 'RAISED') {
    return (
      <EmptyState
        headingLevel={3}
        title="A move-out is already raised"
        description="Open it from the tenant's page to edit, reject or complete it."
      />
    )
  }

  const raise = async () => {
    const result = await raiseOffboarding({
      raiseOffboardingRequest: raiseRequest(detail.tenant_id, form.values),
    })
    setConfirming(false)
    if (!result.error) dispatch(panelClosed(panelId))
  }

  return (
    <StyledSheet>
      <StyledSection aria-label="Stay">
        <h3>{detail.tenant_name}</h3>
        <StyledFacts>
          <dt>Bed</dt>
          <dd>
            {detail.property_name}
            {detail.room_name && detail.bed_name
              ? ` · Room ${detail.room_name} · Bed ${detail.bed_name}`
              : ''}
          </dd>
          <dt>Moved in</dt>
          <dd>{formatDate(detail.move_in_date)}</dd>
          <dt>Notice period</dt>
          <dd>{detail.notice_period_days} days</dd>
          <dt>Deposit held</dt>
          <dd>{money(detail.deposit_paise)}</dd>
          <dt>Dues</dt>
          <dd data-tone={detail.dues_paise > 0 ? 'error' : undefined}>{money(detail.dues_paise)}</dd>
        </StyledFacts>
      </StyledSection>
      <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label="Raise move-out">
        <MoveOutFields form={form} moveInDate={detail.move_in_date} decimalPlaces={decimalPlaces} />
        <StyledActions>
          <Button variant="secondary" type="submit" loading={forecasting}>
            {shown && !current ? 'Update the forecast' : 'Forecast the settlement'}
          </Button>
          <Button disabled={!current} onClick={() => setConfirming(true)}>
            Raise move-out
          </Button>
        </StyledActions>
      </StyledFormGrid>
      {current && <ForecastView forecast={current} decimalPlaces={decimalPlaces} />}
      {shown && !current && <p role="status">The form changed: forecast again before raising.</p>}
      <ConfirmDialog
        open={confirming && current !== undefined}
        title={`Raise ${detail.tenant_name}'s move-out?`}
        message={
          current
            ? `Moving out on ${formatDate(current.move_out_date)}. Refund ${money(current.refund_paise)}` +
              (current.payable_paise > 0 ? `, still owed ${money(current.payable_paise)}.` : '.')
            : ''
        }
        confirmLabel="Raise move-out"
        onConfirm={raise}
        onCancel={() => setConfirming(false)}
      />
    </StyledSheet>
  )
}
