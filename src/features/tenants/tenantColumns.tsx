import type { DataTableColumn } from '../../design-system/DataTable'
import { formatDate, formatPaise, formatPhone } from '../../design-system/format'
import { StatusBadge } from '../../design-system/StatusBadge'
import { STATUS_LABELS } from './tenantLabels'
import type { TenantListItem } from './tenantsApi'
import { StyledMuted, StyledNameCell } from './TenantsPage.styles'

/** Where a tenant sleeps: `Room 204 · Bed B`, or that no bed is linked yet. */
export const placeText = (tenant: Pick<TenantListItem, 'room_name' | 'bed_name'>) =>
  tenant.room_name && tenant.bed_name ? `Room ${tenant.room_name} · Bed ${tenant.bed_name}` : 'No bed yet'

/** The tenant list's columns; money shows in rupees with the operator's decimal places. */
export const tenantColumns = (decimalPlaces: number): DataTableColumn<TenantListItem>[] => [
  {
    id: 'name',
    header: 'Tenant',
    cell: (tenant) => (
      <StyledNameCell>
        <strong>{tenant.name}</strong>
        <StyledMuted>{formatPhone(`${tenant.dial_code}${tenant.phone_number}`)}</StyledMuted>
      </StyledNameCell>
    ),
  },
  {
    id: 'place',
    header: 'Property and bed',
    cell: (tenant) => (
      <StyledNameCell>
        <span>{tenant.property_name}</span>
        <StyledMuted>{placeText(tenant)}</StyledMuted>
      </StyledNameCell>
    ),
  },
  {
    id: 'rent',
    header: 'Rent',
    align: 'end',
    cell: (tenant) => formatPaise(tenant.rent_paise, { decimalPlaces }),
  },
  {
    id: 'dues',
    header: 'Dues',
    align: 'end',
    cell: (tenant) => formatPaise(tenant.dues_paise, { decimalPlaces }),
  },
  {
    id: 'dates',
    header: 'Dates',
    cell: (tenant) => (
      <StyledNameCell>
        <span>In {formatDate(tenant.move_in_date)}</span>
        {tenant.move_out_date && <StyledMuted>Out {formatDate(tenant.move_out_date)}</StyledMuted>}
      </StyledNameCell>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (tenant) => (
      <StatusBadge tone={STATUS_LABELS[tenant.status].tone}>{STATUS_LABELS[tenant.status].label}</StatusBadge>
    ),
  },
]
