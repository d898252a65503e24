import { lazy, Suspense } from 'react'
import { readListQuery } from '../../app/core/listState/listQuery'
import { useListState } from '../../app/core/listState/useListState'
import { generatedApi as resourcesApi } from '../../app/core/resources/resourcesApi.gen'
import type { AppDispatch } from '../../app/core/store'
import type { ScreenAddress } from '../../app/routes/Screen'
import { Card } from '../../design-system/Card'
import { PageHeader } from '../../design-system/PageHeader'
import { Skeleton } from '../../design-system/Skeleton'
import { Tabs } from '../../design-system/Tabs'
import { settingsApi, TAX_TYPE_PICKER } from './settingsApi'

/** Each section is its own chunk: the route loads the frame and the section it opens on. */
const BusinessSection = lazy(() =>
  import('./business/BusinessSection').then((module) => ({ default: module.BusinessSection })),
)
const PaymentsSection = lazy(() =>
  import('./payments/PaymentsSection').then((module) => ({ default: module.PaymentsSection })),
)
const RulesSection = lazy(() =>
  import('./rules/RulesSection').then((module) => ({ default: module.RulesSection })),
)
const ModulesSection = lazy(() =>
  import('./modules/ModulesSection').then((module) => ({ default: module.ModulesSection })),
)
const ReferenceSection = lazy(() =>
  import('./reference/ReferenceSection').then((module) => ({ default: module.ReferenceSection })),
)
const ActivitySection = lazy(() =>
  import('./activity/ActivitySection').then((module) => ({ default: module.ActivitySection })),
)

const TABS = [
  { value: 'business', label: 'Business' },
  { value: 'payments', label: 'Payments' },
  { value: 'rules', label: 'Properties’ rules' },
  { value: 'modules', label: 'Modules' },
  { value: 'reference', label: 'Reference data' },
  { value: 'activity', label: 'Activity' },
] as const

type Tab = (typeof TABS)[number]['value']

const isTab = (value: string | undefined): value is Tab => TABS.some((tab) => tab.value === value)
const tabOf = (value: string | undefined): Tab => (isTab(value) ? value : 'business')

/**
 * Opening the app on the Business section (where the screen opens) asks for the profile and the tax types its form
 * offers while the session is checked and the section's chunk loads. The other sections' arguments live in their
 * own chunks.
 */
export function prefetch(dispatch: AppDispatch, { search }: ScreenAddress) {
  if (tabOf(readListQuery(search, 'business').tab) !== 'business') return
  dispatch(settingsApi.util.prefetch('getBusinessProfile', undefined, {}))
  dispatch(resourcesApi.util.prefetch('listTaxTypes', TAX_TYPE_PICKER, {}))
}

/**
 * /settings: the business's own details, payments (bank accounts, UPI, reminders), house rules per property,
 * module switches, reference data and the activity log. The section (`?tab=`) and its filters live in the address.
 */
export default function SettingsPage() {
  const list = useListState({ defaultTab: 'business' })
  const tab = tabOf(list.tab)

  return (
    <>
      <PageHeader
        title="Settings"
        description="Your business, payments, house rules, modules and activity."
      />
      <Card padding="none">
        <Tabs label="Settings" items={TABS} value={tab} onChange={(value) => list.setTab(value)} />
        <Suspense fallback={<Skeleton variant="rect" height={240} />}>
          {tab === 'business' && <BusinessSection />}
          {tab === 'payments' && <PaymentsSection />}
          {tab === 'rules' && <RulesSection list={list} />}
          {tab === 'modules' && <ModulesSection />}
          {tab === 'reference' && <ReferenceSection list={list} />}
          {tab === 'activity' && <ActivitySection list={list} />}
        </Suspense>
      </Card>
    </>
  )
}
