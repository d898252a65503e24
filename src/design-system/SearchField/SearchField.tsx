import { useEffect, useEffectEvent, useState } from 'react'
import { CloseIcon, SearchIcon } from '../icons'
import type { TextFieldProps } from '../TextField'
import { StyledClearButton, StyledSearchField } from './SearchField.styles'

export type SearchFieldProps = Omit<
  TextFieldProps,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'prefix' | 'suffix'
> & {
  /** The search in effect, e.g. from the address; the box shows it whenever it changes. */
  value: string
  /** Called with the trimmed text once typing pauses, at once on Enter, and with '' on clear. */
  onSearch: (value: string) => void
  /** Milliseconds of quiet before `onSearch`. @default 300 */
  delay?: number
}

/**
 * A search box that reports what was typed once typing pauses, so a list (and the address) follows the search
 * without a request per key. Enter searches at once; the clear button empties it.
 */
export function SearchField({ value, onSearch, delay = 300, onKeyDown, ...rest }: SearchFieldProps) {
  // The draft belongs to the value it was typed against; a different value from outside replaces it.
  const [draft, setDraft] = useState({ text: value, base: value })
  const text = draft.base === value || draft.text.trim() === value ? draft.text : value
  const commit = (next: string) => {
    if (next !== value) onSearch(next)
  }
  const commitLater = useEffectEvent(commit)

  useEffect(() => {
    const next = text.trim()
    if (next === value) return undefined
    const timer = setTimeout(() => commitLater(next), delay)
    return () => clearTimeout(timer)
  }, [text, value, delay])

  return (
    <StyledSearchField
      {...rest}
      type="search"
      value={text}
      prefix={<SearchIcon />}
      suffix={
        text === '' ? undefined : (
          <StyledClearButton
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setDraft({ text: '', base: value })
              commit('')
            }}
          >
            <CloseIcon size={14} />
          </StyledClearButton>
        )
      }
      onChange={(event) => setDraft({ text: event.target.value, base: value })}
      onKeyDown={(event) => {
        onKeyDown?.(event)
        if (event.key !== 'Enter' || event.defaultPrevented) return
        event.preventDefault()
        commit(text.trim())
      }}
    />
  )
}
