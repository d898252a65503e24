import { useState, type FocusEventHandler } from 'react'
import { formatPhone } from '../../design-system/format'
import { SearchField } from '../../design-system/SearchField'
import { Select } from '../../design-system/Select'
import { useListTenantOptionsQuery, type TenantOption } from './inventoryApi'

const STATUS_LABELS: Record<TenantOption['status'], string> = {
  UPCOMING: 'moving in',
  ACTIVE: 'staying',
  ON_NOTICE: 'on notice',
  MOVED_OUT: 'moved out',
}

const optionLabel = (tenant: TenantOption) =>
  `${tenant.name} · ${formatPhone(`${tenant.dial_code}${tenant.phone_number}`)} · ${STATUS_LABELS[tenant.status]}`

export type TenantPickerProps = {
  propertyId: number
  /** The chosen tenant's id as text ('' for none) and name. */
  value: { id: string; name: string }
  onChange: (tenant: { id: string; name: string }) => void
  onBlur?: FocusEventHandler<HTMLSelectElement>
  error?: string
}

/**
 * Chooses a tenant of the property who has no bed yet (the tenants list with is_bed_linked=false), found by name
 * or phone; tenants who moved out are left out.
 */
export function TenantPicker({ propertyId, value, onChange, onBlur, error }: TenantPickerProps) {
  const [search, setSearch] = useState('')
  const { data, isFetching } = useListTenantOptionsQuery({ propertyId, name: search })
  const tenants = (data?.data.results ?? []).filter((tenant) => tenant.status !== 'MOVED_OUT')
  const options = tenants.map((tenant) => ({ value: String(tenant.id), label: optionLabel(tenant) }))
  // The chosen tenant stays choosable when a later search no longer lists them.
  if (value.id && !options.some((option) => option.value === value.id)) {
    options.unshift({ value: value.id, label: value.name })
  }
  const placeholder = isFetching
    ? 'Searching…'
    : options.length === 0
      ? 'No tenant without a bed matches'
      : `Choose from ${options.length} tenant${options.length === 1 ? '' : 's'}`
  return (
    <>
      <SearchField
        label="Find a tenant"
        placeholder="Name or phone number"
        hint="Tenants of this property who have no bed"
        value={search}
        onSearch={setSearch}
      />
      <Select
        label="Tenant"
        name="tenantId"
        required
        placeholder={placeholder}
        options={options}
        value={value.id}
        error={error}
        onBlur={onBlur}
        onChange={(event) => {
          const id = event.target.value
          const tenant = tenants.find((candidate) => String(candidate.id) === id)
          onChange({ id, name: tenant?.name ?? (id === value.id ? value.name : '') })
        }}
      />
    </>
  )
}
