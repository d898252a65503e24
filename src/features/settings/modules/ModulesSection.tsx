import { useState } from 'react'
import { announceSessionChanged } from '../../../app/core/session/sessionChannel'
import { useListOperatorModulesQuery } from '../../../app/core/session/sessionApi'
import { useOperator } from '../../../app/core/session/useOperator'
import { MODULE_TYPES } from '../../../app/session/useSessionCheck'
import { Skeleton } from '../../../design-system/Skeleton'
import { ConfirmDialog } from '../../../design-system/ConfirmDialog'
import { Switch } from '../../../design-system/Switch'
import { useSetOperatorModuleMutation, type ModuleType } from '../settingsApi'
import { StyledModule, StyledModules, StyledSection } from '../settingsSection.styles'

type ModuleCopy = { name: string; what: string; off: string; on: string }

/** What each switch does, in the words the confirmation uses (spec §2). */
const MODULES: Record<ModuleType, ModuleCopy> = {
  complaint: {
    name: 'Complaints',
    what: 'Residents’ complaints, their assignment to staff and vendors, and their costs.',
    off: 'Complaints leaves the menu and its pages close, in every open tab. Every complaint stays saved; switch it on again to see them.',
    on: 'Complaints comes back to the menu with every complaint as it was.',
  },
  expense: {
    name: 'Expenses',
    what: 'Spending on your properties: bills, salaries, repairs, recurring expenses.',
    off: 'No new expenses are expected. Because you already have expenses, the Expenses page stays in the menu so you can read and export them; nothing is deleted.',
    on: 'Expenses is in the menu again for recording new expenses.',
  },
}

const ORDER: readonly ModuleType[] = ['expense', 'complaint']

/** The Modules section: expenses and complaints on or off, each confirmed after saying what will happen. */
export function ModulesSection() {
  const operator = useOperator()
  // The same query (and cache entry) as the session check's, so a switch refetches both.
  const modules = useListOperatorModulesQuery(
    { id: operator?.id ?? 0, moduleType: MODULE_TYPES },
    { skip: !operator },
  )
  const [setModule, { isLoading }] = useSetOperatorModuleMutation()
  const [asked, setAsked] = useState<{ type: ModuleType; enabled: boolean } | null>(null)
  if (!operator || modules.isLoading) return <Skeleton count={4} />
  const flags = modules.data?.data ?? []
  // A module without a flag is on (spec §2).
  const isOn = (type: ModuleType) => flags.find((flag) => flag.module_type === type)?.is_enabled ?? true
  const hasData = (type: ModuleType) =>
    flags.find((flag) => flag.module_type === type)?.is_active_data ?? false

  const confirm = async () => {
    if (!asked) return
    const result = await setModule({
      moduleType: asked.type,
      moduleSwitchRequest: { is_enabled: asked.enabled },
    })
    if ('error' in result) throw new Error('not switched')
    announceSessionChanged(operator.id)
    setAsked(null)
  }

  const copy = asked ? MODULES[asked.type] : null
  const offMessage = (type: ModuleType) =>
    type === 'expense' && !hasData(type)
      ? 'Expenses leaves the menu in every open tab. Switch it on again whenever you need it.'
      : MODULES[type].off
  return (
    <StyledSection aria-labelledby="modules-heading">
      <h2 id="modules-heading">Modules</h2>
      <p>Switch off what your business does not use; its records are kept.</p>
      <StyledModules>
        {ORDER.map((type) => (
          <StyledModule key={type}>
            <Switch
              label={MODULES[type].name}
              hint={MODULES[type].what}
              checked={isOn(type)}
              disabled={isLoading}
              onChange={(checked) => setAsked({ type, enabled: checked })}
            />
          </StyledModule>
        ))}
      </StyledModules>
      <ConfirmDialog
        open={asked !== null}
        title={copy && asked ? `Switch ${copy.name.toLowerCase()} ${asked.enabled ? 'on' : 'off'}?` : ''}
        message={asked ? (asked.enabled ? MODULES[asked.type].on : offMessage(asked.type)) : ''}
        confirmLabel={asked?.enabled ? 'Switch on' : 'Switch off'}
        tone={asked?.enabled ? 'default' : 'danger'}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    </StyledSection>
  )
}
