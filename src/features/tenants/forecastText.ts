import type { OffboardingForecast } from './tenantsApi'

/** `1 day`, `30 days`. */
export const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`

/** `25 of 30 days served, 5 days short`. */
export const noticeText = (
  forecast: Pick<OffboardingForecast, 'notice_served_days' | 'notice_period_days' | 'notice_shortfall_days'>,
) =>
  `${forecast.notice_served_days} of ${days(forecast.notice_period_days)} served` +
  (forecast.notice_shortfall_days > 0 ? `, ${days(forecast.notice_shortfall_days)} short` : '')
