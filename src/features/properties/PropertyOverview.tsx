import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useAppDispatch } from '../../app/core/hooks'
import { useOperator } from '../../app/core/session/useOperator'
import { allPanelsClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { Meter } from '../../design-system/Meter'
import { StatusBadge } from '../../design-system/StatusBadge'
import type { PropertyDetail } from './propertiesApi'
import { GENDER_LABELS, PROPERTY_TYPE_LABELS, isLetByUnit, occupancyTone } from './propertyLabels'
import { StyledFacts, StyledFigures, StyledHeadline, StyledOverview } from './PropertyOverview.styles'
import { PRO_RATE_LABELS, daysText, lateFeeText, monthsText, rentCycleText } from './propertyText'

const yesNo = (value: boolean) => (value ? 'On' : 'Off')

function Facts({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <StyledFacts aria-label={title}>
      <h3>{title}</h3>
      <dl>
        {rows.map(([term, value]) => [
          <dt key={`${term}-t`}>{term}</dt>,
          <dd key={`${term}-d`}>{value || '—'}</dd>,
        ])}
      </dl>
    </StyledFacts>
  )
}

const list = (items: string[]) =>
  items.length === 0 ? null : (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )

/** A property at a glance: its figures, address, rent rules, services and tax settings. */
export function PropertyOverview({ property, onEdit }: { property: PropertyDetail; onEdit: () => void }) {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const byUnit = isLetByUnit(property.property_type)
  const { address } = property
  return (
    <StyledOverview>
      <StyledHeadline>
        <StatusBadge tone="primary">{PROPERTY_TYPE_LABELS[property.property_type]}</StatusBadge>
        {property.gender && <StatusBadge>{GENDER_LABELS[property.gender]}</StatusBadge>}
        <StatusBadge tone={property.is_active ? 'success' : 'neutral'}>
          {property.is_active ? 'Active' : 'Inactive'}
        </StatusBadge>
        <div data-part="actions">
          <Link to={`/occupancy/inventory/${property.id}`} onClick={() => dispatch(allPanelsClosed())}>
            {byUnit ? 'Open unit board' : 'Open bed board'}
          </Link>
          <Button size="small" onClick={onEdit}>
            Edit property
          </Button>
        </div>
      </StyledHeadline>
      <StyledFigures aria-label="Inventory">
        <div>
          <dt>Floors</dt>
          <dd>{property.total_floors}</dd>
        </div>
        <div>
          <dt>{byUnit ? 'Units' : 'Rooms'}</dt>
          <dd>{property.total_rooms}</dd>
        </div>
        {!byUnit && (
          <div>
            <dt>Beds</dt>
            <dd>{property.total_beds}</dd>
          </div>
        )}
        <div>
          <dt>Occupancy</dt>
          <dd>
            <Meter
              value={property.occupancy_bps / 100}
              tone={occupancyTone(property.occupancy_bps)}
              label="Occupancy"
              width={64}
            />
          </dd>
        </div>
      </StyledFigures>
      {property.description && <p>{property.description}</p>}
      <Facts
        title="Address and contact"
        rows={[
          ['Address', [address.line1, address.line2, address.locality].filter(Boolean).join(', ')],
          ['City', `${address.city_name}, ${address.state} ${address.pincode}`],
          ['Manager', property.manager_name],
          ['Phone for tenants', property.contact_phone],
        ]}
      />
      <Facts
        title="Rent and billing"
        rows={[
          ['Rent cycle', rentCycleText(property)],
          ['Grace period', daysText(property.grace_days)],
          ['Part months', PRO_RATE_LABELS[property.pro_rate_method]],
          ['Notice period', daysText(property.notice_period_days)],
          ['Lock-in', monthsText(property.lock_in_months)],
          ['Booking held for', daysText(property.token_expiry_days)],
          ['Late fee', lateFeeText(property, decimalPlaces)],
        ]}
      />
      {!byUnit && (
        <Facts
          title="Services"
          rows={[
            ['Food', yesNo(property.food_enabled)],
            ['Attendance', yesNo(property.attendance_enabled)],
            ['Outpass', yesNo(property.outpass_enabled)],
            ['Curfew', property.curfew_time ?? 'None'],
          ]}
        />
      )}
      <Facts
        title="Tax and payments"
        rows={[
          ['GST', property.gst_registered ? `Registered, ${property.gstin ?? ''}` : 'Not registered'],
          ['GST on rent', `${property.tax_rate_bps / 100}%`],
          ['Landlord PAN', property.pan],
          ['UPI ID', property.upi_id],
          ['Payee name', property.payee_name],
        ]}
      />
      <Facts
        title="Amenities and rules"
        rows={[
          ['Amenities', list(property.amenities)],
          ['House rules', list(property.house_rules)],
        ]}
      />
    </StyledOverview>
  )
}
