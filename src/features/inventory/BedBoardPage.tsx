import { useParams } from 'react-router-dom'
import { PageHeader } from '../../design-system/PageHeader'

/** A property's bed board; the board itself arrives with the inventory issue. */
export default function BedBoardPage() {
  const { propertyId } = useParams()
  return (
    <PageHeader title="Inventory" description={`Property ${propertyId ?? ''}: floors, rooms and beds.`} />
  )
}
