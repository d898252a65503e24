import type { DataTableColumn } from '../../design-system/DataTable'
import { Meter } from '../../design-system/Meter'
import { StatusBadge } from '../../design-system/StatusBadge'
import type { PropertyListItem } from './propertiesApi'
import {
  GENDER_LABELS,
  PROPERTY_TYPE_LABELS,
  inventoryText,
  occupancyTone,
  placeText,
} from './propertyLabels'
import { StyledMuted, StyledNameCell } from './PropertiesPage.styles'

const vacancyText = ({ available_beds, letting_unit }: PropertyListItem) => {
  const noun = letting_unit === 'UNIT' ? 'unit' : 'bed'
  return available_beds === 0 ? 'Full' : `${available_beds} ${noun}${available_beds === 1 ? '' : 's'} free`
}

/** The property list's columns: name and place, type, inventory, occupancy, vacancy and status. */
export const propertyColumns: readonly DataTableColumn<PropertyListItem>[] = [
  {
    id: 'name',
    header: 'Property',
    cell: (property) => (
      <StyledNameCell>
        <strong>{property.property_name}</strong>
        <StyledMuted>{placeText(property)}</StyledMuted>
      </StyledNameCell>
    ),
  },
  {
    id: 'type',
    header: 'Type',
    width: 150,
    cell: (property) => (
      <StyledNameCell>
        <span>{PROPERTY_TYPE_LABELS[property.property_type]}</span>
        {property.gender && <StyledMuted>{GENDER_LABELS[property.gender]}</StyledMuted>}
      </StyledNameCell>
    ),
  },
  { id: 'inventory', header: 'Inventory', width: 220, cell: inventoryText },
  {
    id: 'occupancy',
    header: 'Occupancy',
    width: 170,
    cell: (property) => (
      <Meter
        value={property.occupancy_bps / 100}
        tone={occupancyTone(property.occupancy_bps)}
        label={`Occupancy of ${property.property_name}`}
      />
    ),
  },
  { id: 'vacancy', header: 'Vacancy', width: 120, cell: vacancyText },
  {
    id: 'status',
    header: 'Status',
    width: 110,
    cell: (property) =>
      property.is_active ? (
        <StatusBadge tone="success">Active</StatusBadge>
      ) : (
        <StatusBadge tone="neutral">Inactive</StatusBadge>
      ),
  },
]
