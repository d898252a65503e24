import { Button } from '../../design-system/Button'
import { StyledSelectionBar } from './BedBoardPage.styles'
import { countOf, type LettingWords } from './letting'

export type SelectionBarProps = {
  selected: number
  /** Whether the current filters show rooms that are not selected yet. */
  canSelectShown: boolean
  words: LettingWords
  onSelectShown: () => void
  onClear: () => void
  onEdit: () => void
}

/** The rooms ticked on the board, and what can be done with them at once. */
export function SelectionBar({
  selected,
  canSelectShown,
  words,
  onSelectShown,
  onClear,
  onEdit,
}: SelectionBarProps) {
  return (
    <StyledSelectionBar role="region" aria-label={`Selected ${words.rooms}`}>
      <span aria-live="polite">{countOf(selected, words.room, words.rooms)} selected</span>
      <div data-part="actions">
        {canSelectShown && (
          <Button variant="ghost" size="small" onClick={onSelectShown}>
            Select all shown
          </Button>
        )}
        <Button variant="ghost" size="small" onClick={onClear}>
          Clear selection
        </Button>
        <Button size="small" onClick={onEdit}>
          Edit selected
        </Button>
      </div>
    </StyledSelectionBar>
  )
}
