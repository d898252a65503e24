import { StyledTile } from './Dashboard.styles'

export type TileProps = {
  label: string
  value: string
  note?: string
  /** The list that shows the records behind the figure. */
  to: string
}

/** A figure that opens the list it summarises; the link reads as its label, value and note. */
export function Tile({ label, value, note, to }: TileProps) {
  return (
    <StyledTile to={to}>
      <span data-part="label">{label}</span>
      <span data-part="value">{value}</span>
      {note && <span data-part="note">{note}</span>}
    </StyledTile>
  )
}
