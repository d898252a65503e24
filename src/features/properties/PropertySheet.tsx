import { useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { panelUpdated } from '../../app/core/sideSheet/sideSheetSlice'
import { EmptyState } from '../../design-system/EmptyState'
import { Skeleton, SkeletonRegion } from '../../design-system/Skeleton'
import { Tabs } from '../../design-system/Tabs'
import { useGetPropertyQuery } from './propertiesApi'
import { PropertyForm } from './PropertyForm'
import { PropertyOverview } from './PropertyOverview'
import { RoomFeaturesEditor } from './RoomFeaturesEditor'

type Tab = 'details' | 'features'

const tabs = [
  { value: 'details', label: 'Details' },
  { value: 'features', label: 'Room features' },
] as const

export type PropertySheetProps = { panelId: number; propertyId: number }

/** Side sheet of one property: its details (view, then edit), and its room-feature catalogue. */
export default function PropertySheet({ panelId, propertyId }: PropertySheetProps) {
  const dispatch = useAppDispatch()
  const [tab, setTab] = useState<Tab>('details')
  const [editing, setEditing] = useState(false)
  const { data, isLoading, isError } = useGetPropertyQuery({ id: propertyId })
  const property = data?.data

  if (isLoading) {
    return (
      <SkeletonRegion busy label="Loading the property">
        <Skeleton variant="rect" height={96} />
        <Skeleton count={8} />
      </SkeletonRegion>
    )
  }
  if (!property) {
    return (
      <EmptyState
        title={isError ? 'This property could not be loaded' : 'Property not found'}
        description="It may have been removed, or belong to another account."
        headingLevel={3}
      />
    )
  }

  return (
    <Tabs items={tabs} value={tab} onChange={setTab} label="Property">
      {tab === 'features' ? (
        <RoomFeaturesEditor propertyId={property.id} />
      ) : editing ? (
        <PropertyForm
          property={property}
          onDone={(saved) => {
            if (saved) dispatch(panelUpdated({ id: panelId, changes: { title: saved.property_name } }))
            setEditing(false)
          }}
        />
      ) : (
        <PropertyOverview property={property} onEdit={() => setEditing(true)} />
      )}
    </Tabs>
  )
}
