import { lazyPart } from '../../app/core/lazyPart'
import { readListQuery } from '../../app/core/listState/listQuery'
import { generatedApi as resourcesApi } from '../../app/core/resources/resourcesApi.gen'
import type { AppDispatch } from '../../app/core/store'
import { defaultTabOf } from '../../app/routes/listScreens'
import { PATHS } from '../../app/routes/paths'
import type { ScreenAddress } from '../../app/routes/Screen'
import { settingsApi, TAX_TYPE_PICKER } from './settingsApi'

/**
 * The screen's sections, by tab. Each is its own chunk: the route loads the frame, and `prefetch` starts the chunk
 * of the section the address opens on beside its first reads, so that it is in when the screen first renders.
 */
export const SECTIONS = {
  business: lazyPart(() => import('./business/BusinessSection').then((module) => module.BusinessSection)),
  payments: lazyPart(() => import('./payments/PaymentsSection').then((module) => module.PaymentsSection)),
  rules: lazyPart(() => import('./rules/RulesSection').then((module) => module.RulesSection)),
  modules: lazyPart(() => import('./modules/ModulesSection').then((module) => module.ModulesSection)),
  reference: lazyPart(() => import('./reference/ReferenceSection').then((module) => module.ReferenceSection)),
  activity: lazyPart(() => import('./activity/ActivitySection').then((module) => module.ActivitySection)),
}

export type SettingsTab = keyof typeof SECTIONS

const isTab = (value: string | undefined): value is SettingsTab =>
  value !== undefined && Object.hasOwn(SECTIONS, value)
export const tabOf = (value: string | undefined): SettingsTab => (isTab(value) ? value : 'business')

/**
 * Opening the screen loads the chunk of the section its address opens on. On the Business section (where the screen
 * opens) it also asks for the profile and the tax types its form offers, while the session is checked and the
 * chunk loads. The other sections' arguments live in their own chunks.
 */
export function prefetch(dispatch: AppDispatch, { search }: ScreenAddress) {
  const tab = tabOf(readListQuery(search, defaultTabOf(PATHS.settings)).tab)
  // The section renders its chunk's failure (the route's error screen) when it renders.
  SECTIONS[tab].preload().catch(() => undefined)
  if (tab !== 'business') return
  dispatch(settingsApi.util.prefetch('getBusinessProfile', undefined, {}))
  dispatch(resourcesApi.util.prefetch('listTaxTypes', TAX_TYPE_PICKER, {}))
}
