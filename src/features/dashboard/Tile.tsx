import { StyledTile } from './Dashboard.styles'

export type TileProps = {
  label: string
  value: string
  note?: string
  /** The list that shows the records behind the figure. */
  to: string
}

/** A figure that opens the list it summarises; the link reads 'Label: value, note'. */
export function Tile({ label, value, note, to }: TileProps) {
  return (
    <StyledTile to={to} aria-label={`${label}: ${value}${note ? `, ${note}` : ''}`}>
      <span data-part="label">{label}</span>
      <span data-part="value">{value}</span>
      {note && <span data-part="note">{note}</span>}
    </StyledTile>
  )
}
