import type { DataTableColumn } from '../../design-system/DataTable'
import { formatPaise, formatPhone } from '../../design-system/format'
import { StatusBadge } from '../../design-system/StatusBadge'
import type { Staff } from './staffApi'
import { POLICE_LABELS, propertiesText, roleLabel } from './staffText'
import { StyledNameCell } from './Staff.styles'

export const staffColumns = (decimalPlaces: number): DataTableColumn<Staff>[] => [
  {
    id: 'name',
    header: 'Name',
    cell: (staff) => (
      <StyledNameCell>
        <strong>{staff.name}</strong>
        <span>{roleLabel(staff.role)}</span>
      </StyledNameCell>
    ),
  },
  { id: 'properties', header: 'Properties', cell: propertiesText },
  { id: 'phone', header: 'Phone', cell: (staff) => formatPhone(staff.phone_number) },
  {
    id: 'police',
    header: 'Police verification',
    cell: (staff) => {
      const { label, tone } = POLICE_LABELS[staff.police_verification_status]
      return <StatusBadge tone={tone}>{label}</StatusBadge>
    },
  },
  {
    id: 'cash',
    header: 'Cash in hand',
    align: 'end',
    cell: (staff) => formatPaise(staff.cash_in_hand_paise, { decimalPlaces }),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (staff) =>
      staff.is_active ? (
        <StatusBadge tone="success">Active</StatusBadge>
      ) : (
        <StatusBadge tone="neutral">Inactive</StatusBadge>
      ),
  },
]
