import { Suspense } from 'react'
import { useListState } from '../../app/core/listState/useListState'
import { defaultTabOf } from '../../app/routes/listScreens'
import { PATHS } from '../../app/routes/paths'
import { Card } from '../../design-system/Card'
import { PageHeader } from '../../design-system/PageHeader'
import { Skeleton } from '../../design-system/Skeleton'
import { Tabs } from '../../design-system/Tabs'
import { SECTIONS, tabOf, type SettingsTab } from './SettingsPage.reads'

const TABS: readonly { value: SettingsTab; label: string }[] = [
  { value: 'business', label: 'Business' },
  { value: 'payments', label: 'Payments' },
  { value: 'rules', label: 'Properties’ rules' },
  { value: 'modules', label: 'Modules' },
  { value: 'reference', label: 'Reference data' },
  { value: 'activity', label: 'Activity' },
]

/**
 * /settings: the business's own details, payments (bank accounts, UPI, reminders), house rules per property,
 * module switches, reference data and the activity log. The section (`?tab=`) and its filters live in the address.
 */
export default function SettingsPage() {
  const list = useListState({ defaultTab: defaultTabOf(PATHS.settings) })
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
          {tab === 'business' && <SECTIONS.business.Component />}
          {tab === 'payments' && <SECTIONS.payments.Component />}
          {tab === 'rules' && <SECTIONS.rules.Component list={list} />}
          {tab === 'modules' && <SECTIONS.modules.Component />}
          {tab === 'reference' && <SECTIONS.reference.Component list={list} />}
          {tab === 'activity' && <SECTIONS.activity.Component list={list} />}
        </Suspense>
      </Card>
    </>
  )
}
