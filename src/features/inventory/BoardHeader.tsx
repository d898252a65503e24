import { Link } from 'react-router-dom'
import { Button } from '../../design-system/Button'
import { PageHeader } from '../../design-system/PageHeader'
import { StyledBreadcrumbs } from './BedBoardPage.styles'
import type { PropertySummary } from './inventoryApi'
import { PROPERTY_TYPE_LABELS, countOf, type LettingWords } from './letting'

export type BoardHeaderProps = {
  summary: PropertySummary | undefined
  words: LettingWords
  onAddInventory: () => void
  onNewRoomType: () => void
}

/** The property's name and figures, the way back to every property, and the inventory actions. */
export function BoardHeader({ summary, words, onAddInventory, onNewRoomType }: BoardHeaderProps) {
  const description = summary
    ? [
        PROPERTY_TYPE_LABELS[summary.property_type],
        countOf(summary.total_beds, words.bed, words.beds),
        `${Math.round(summary.occupancy_bps / 100)}% occupied`,
        summary.inactive_beds > 0 && `${summary.inactive_beds} inactive`,
      ]
        .filter(Boolean)
        .join(' · ')
    : 'Loading…'
  return (
    <PageHeader
      title={summary ? summary.property_name : words.board}
      description={description}
      breadcrumbs={
        <StyledBreadcrumbs aria-label="Breadcrumb">
          <ol>
            <li>
              <Link to="/occupancy/inventory">Inventory</Link>
            </li>
            <li aria-current="page">{words.board}</li>
          </ol>
        </StyledBreadcrumbs>
      }
      actions={
        <>
          <Button variant="secondary" onClick={onNewRoomType} disabled={!summary}>
            New {words.unitLet ? 'unit' : 'room'} type
          </Button>
          <Button onClick={onAddInventory} disabled={!summary}>
            Add {words.unitLet ? 'floors and units' : 'floors, rooms and beds'}
          </Button>
        </>
      }
    />
  )
}
