import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { StyledCount, StyledPanel, StyledTab, StyledTabList } from './Tabs.styles'

export type TabItem<V extends string = string> = {
  value: V
  label: string
  /** A count shown in a badge after the label, e.g. how many collections are due. */
  count?: number
}

export type TabsProps<V extends string = string> = {
  items: readonly TabItem<V>[]
  /** The selected tab's value. */
  value: V
  /** Called with the chosen tab's value, by click or by the arrow, Home and End keys. */
  onChange: (value: V) => void
  /** Accessible name of the tab list, e.g. 'Collection status'. */
  label: string
  /** The selected tab's content; when given it is wrapped in a tabpanel labelled by the selected tab. */
  children?: ReactNode
}

/** WAI-ARIA tabs with automatic activation: moving focus with the keyboard also selects. */
export function Tabs<V extends string>({ items, value, onChange, label, children }: TabsProps<V>) {
  const baseId = useId()
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const selectedIndex = items.findIndex((item) => item.value === value)
  // With no match the first tab stays reachable by Tab, as the roving tabindex needs one stop.
  const focusableIndex = selectedIndex === -1 ? 0 : selectedIndex
  const tabId = (index: number) => `${baseId}-tab-${index}`
  const panelId = `${baseId}-panel`
  const hasPanel = children !== undefined && selectedIndex !== -1

  const select = (index: number) => {
    tabRefs.current[index]?.focus()
    if (index !== selectedIndex) onChange(items[index].value)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1
    const target: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }
    if (!(event.key in target)) return
    event.preventDefault()
    select(target[event.key])
  }

  return (
    <div>
      <StyledTabList role="tablist" aria-label={label}>
        {items.map((item, index) => {
          const selected = index === selectedIndex
          return (
            <StyledTab
              key={item.value}
              ref={(element) => {
                tabRefs.current[index] = element
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={selected}
              aria-controls={selected && hasPanel ? panelId : undefined}
              tabIndex={index === focusableIndex ? 0 : -1}
              onClick={() => select(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
              {item.count !== undefined && <StyledCount>{item.count}</StyledCount>}
            </StyledTab>
          )
        })}
      </StyledTabList>
      {hasPanel && (
        <StyledPanel role="tabpanel" id={panelId} aria-labelledby={tabId(selectedIndex)} tabIndex={0}>
          {children}
        </StyledPanel>
      )}
    </div>
  )
}
