import { Fragment } from 'react'
import { formatDate, formatPaise } from '../../design-system/format'
import { days, noticeText } from './forecastText'
import type { OffboardingForecast } from './tenantsApi'
import { StyledFacts, StyledSection } from '../../design-system/SheetLayout'
import { StyledLines } from './Sheet.styles'

export type ForecastViewProps = { forecast: OffboardingForecast; decimalPlaces: number }

/** The settlement of a move-out: the stay and notice, each deduction, and the refund or what is still owed. */
export function ForecastView({ forecast, decimalPlaces }: ForecastViewProps) {
  const money = (paise: number) => formatPaise(paise, { decimalPlaces })
  return (
    <StyledSection aria-label="Settlement forecast">
      <h3>Settlement</h3>
      <StyledFacts>
        <dt>Stay</dt>
        <dd>
          {formatDate(forecast.move_in_date)} to {formatDate(forecast.move_out_date)} (
          {days(forecast.days_stayed)})
        </dd>
        <dt>Notice</dt>
        <dd>{noticeText(forecast)}</dd>
        {forecast.lock_in_end_date && (
          <>
            <dt>Lock-in until</dt>
            <dd>{formatDate(forecast.lock_in_end_date)}</dd>
          </>
        )}
      </StyledFacts>
      <StyledLines aria-label="Deposit and deductions">
        <dt>Deposit held</dt>
        <dd>{money(forecast.deposit_paise)}</dd>
        {forecast.deductions.map((deduction, index) => (
          <Fragment key={`${deduction.kind}-${index}`}>
            <dt>{deduction.label}</dt>
            <dd>−{money(deduction.amount_paise)}</dd>
          </Fragment>
        ))}
        <dt data-total>Total deductions</dt>
        <dd data-total>{money(forecast.deductions_total_paise)}</dd>
        <dt data-total>Refund to the tenant</dt>
        <dd data-total>{money(forecast.refund_paise)}</dd>
        {forecast.payable_paise > 0 && (
          <>
            <dt data-total>Still owed by the tenant</dt>
            <dd data-total>{money(forecast.payable_paise)}</dd>
          </>
        )}
      </StyledLines>
    </StyledSection>
  )
}
