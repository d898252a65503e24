import { useId } from 'react'
import { formatCount, formatPaise } from '../../../design-system/format'
import type { FoodAnalytics } from '../foodApi.gen'
import { StyledTile, StyledTiles } from './Analytics.styles'
import { bpsToPercent, kgText } from './figures'

type TileProps = { label: string; value: string; note?: string }

function Tile({ label, value, note }: TileProps) {
  const labelId = useId()
  return (
    <StyledTile role="group" aria-labelledby={labelId}>
      <span id={labelId} data-part="label">
        {label}
      </span>
      <span data-part="value">{value}</span>
      {note && <span data-part="note">{note}</span>}
    </StyledTile>
  )
}

/** The period's totals: planned, served, skip rate, waste, cost per plate and rebates owed. */
export function AnalyticsTiles({ analytics }: { analytics: FoodAnalytics }) {
  return (
    <StyledTiles role="group" aria-label="Totals">
      <Tile label="Planned" value={formatCount(analytics.planned)} note="Plates expected" />
      <Tile
        label="Served"
        value={analytics.served === null ? '—' : formatCount(analytics.served)}
        note={analytics.served === null ? 'Not logged' : 'Where the mess logged it'}
      />
      <Tile
        label="Skip rate"
        value={bpsToPercent(analytics.skip_rate_bps)}
        note={`${formatCount(analytics.skipped)} meals skipped`}
      />
      <Tile label="Waste" value={kgText(analytics.waste_grams)} />
      <Tile
        label="Cost per plate"
        value={
          analytics.cost_per_plate_paise === null
            ? '—'
            : formatPaise(analytics.cost_per_plate_paise, { decimalPlaces: 2 })
        }
        note="Mess spending ÷ plates"
      />
      <Tile label="Rebates owed" value={formatPaise(analytics.rebate_paise, { decimalPlaces: 2 })} />
    </StyledTiles>
  )
}
