import { Link } from 'react-router-dom'
import { usePaintedAfter } from '../../app/core/paint'
import { Card } from '../../design-system/Card'
import { Meter } from '../../design-system/Meter'
import { Skeleton } from '../../design-system/Skeleton'
import { BedStatusLegend, StatusBadge } from '../../design-system/StatusBadge'
import { useGetPropertySummaryQuery, type PropertyOccupancy } from './inventoryApi'
import { StyledCardBody, StyledTitleLink } from './InventoryPage.styles'
import { PROPERTY_TYPE_LABELS, countOf, lettingWords, occupancyTone } from './letting'

/**
 * One property at a glance: occupancy, beds (or units) by status with the legend's icons, and its board. The
 * counts by status are asked for once the card has been drawn, so that their answers do not delay that frame.
 */
export function PropertyOccupancyCard({ property }: { property: PropertyOccupancy }) {
  const drawn = usePaintedAfter(true)
  const { data } = useGetPropertySummaryQuery({ id: property.id }, { skip: !drawn })
  const byStatus = data?.data.beds_by_status
  const words = lettingWords(property.letting_unit)
  const board = `/occupancy/inventory/${property.id}`
  return (
    <li>
      <Card
        title={
          <StyledTitleLink>
            <Link to={board}>{property.property_name}</Link>
          </StyledTitleLink>
        }
        headingLevel={2}
        actions={property.is_active ? undefined : <StatusBadge>Inactive</StatusBadge>}
      >
        <StyledCardBody>
          <p data-part="place">
            {[PROPERTY_TYPE_LABELS[property.property_type], property.locality, property.city_name]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <div data-part="occupancy">
            <Meter
              value={property.occupancy_bps / 100}
              tone={occupancyTone(property.occupancy_bps)}
              label={`Occupancy of ${property.property_name}`}
              width={160}
            />
            <span>
              {property.occupied_beds} of {countOf(property.total_beds, words.bed, words.beds)} occupied
            </span>
          </div>
          {byStatus ? (
            <BedStatusLegend
              label={`${words.unitLet ? 'Units' : 'Beds'} of ${property.property_name} by status`}
              counts={{ 1: byStatus.available, 2: byStatus.occupied, 3: byStatus.booked, 4: byStatus.ending }}
            />
          ) : (
            <Skeleton height={20} />
          )}
          <div data-part="footer">
            <span>
              {countOf(property.total_floors, 'floor', 'floors')} ·{' '}
              {countOf(property.total_rooms, words.room, words.rooms)}
            </span>
            <Link
              to={board}
              aria-label={`Open the ${words.board.toLowerCase()} of ${property.property_name}`}
            >
              Open {words.board.toLowerCase()} →
            </Link>
          </div>
        </StyledCardBody>
      </Card>
    </li>
  )
}
