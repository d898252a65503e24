import { useState, type FocusEventHandler } from 'react'
import { SearchField } from '../../../design-system/SearchField'
import { Select, type SelectOption } from '../../../design-system/Select'
import { useListUsersQuery, type OperatorUser } from './peopleApi.gen'
import { userRoleLabel } from './staffRoles'
import { userChoiceOf, type UserChoice } from './userChoice'

/** Spec §9: the user picker reads 15 at a time; past that the operator searches. */
export const USER_PICKER_LIMIT = 15

export type UserPickerProps = {
  /** Visible label of the select, e.g. "Collected by". */
  label: string
  /** The picked user ('' for nobody); see userChoice.ts. */
  value: UserChoice
  /** The new choice and the user behind it (null for nobody). */
  onChange: (choice: UserChoice, user: OperatorUser | null) => void
  /** Only people who may be named as having taken money. */
  canCollectCash?: boolean
  /** Only people who work at this property (the operator and all-properties staff included). */
  propertyId?: number
  /** Text of the empty choice. @default 'Not named' */
  placeholder?: string
  hint?: string
  error?: string
  required?: boolean
  disabled?: boolean
  name?: string
  onBlur?: FocusEventHandler<HTMLSelectElement>
}

const optionOf = (user: OperatorUser): SelectOption => ({
  value: userChoiceOf(user),
  label: `${user.name} · ${userRoleLabel(user)}`,
})

/** The operator first, then staff in the order the provider gave. */
const operatorFirst = (users: readonly OperatorUser[]) => [
  ...users.filter((user) => user.user_type === 'operator'),
  ...users.filter((user) => user.user_type !== 'operator'),
]

/**
 * Picks who acted (took the money, marked the roll-call, let a resident out): active people of the operator,
 * "Name · Role", the operator first. A search box appears when there are more than 15 of them.
 */
export function UserPicker({
  label,
  value,
  onChange,
  canCollectCash,
  propertyId,
  placeholder = 'Not named',
  hint,
  error,
  required,
  disabled,
  name,
  onBlur,
}: UserPickerProps) {
  const [search, setSearch] = useState('')
  const [picked, setPicked] = useState<OperatorUser | null>(null)
  const { data, isLoading, isError } = useListUsersQuery({
    limit: USER_PICKER_LIMIT,
    isActive: true,
    canCollectCash,
    propertyId,
    name: search || undefined,
  })
  const users = operatorFirst(data?.data.results ?? [])
  // The picked person stays a choice while a search hides them.
  const shown =
    picked && userChoiceOf(picked) === value && !users.some((user) => userChoiceOf(user) === value)
      ? [picked, ...users]
      : users
  const searchable = search !== '' || (data?.data.count ?? 0) > USER_PICKER_LIMIT

  return (
    <div>
      {searchable && (
        <SearchField
          label={`Search ${label.toLowerCase()}`}
          labelVisibility="hidden"
          placeholder="Search by name or phone"
          value={search}
          onSearch={setSearch}
        />
      )}
      <Select
        label={label}
        name={name}
        hint={hint}
        required={required}
        disabled={disabled || isLoading}
        error={error ?? (isError ? 'The people could not be loaded' : undefined)}
        placeholder={isLoading ? 'Loading…' : placeholder}
        options={shown.map(optionOf)}
        value={value}
        onBlur={onBlur}
        onChange={(event) => {
          const user = shown.find((candidate) => userChoiceOf(candidate) === event.target.value) ?? null
          setPicked(user)
          onChange(user ? userChoiceOf(user) : '', user)
        }}
      />
    </div>
  )
}
