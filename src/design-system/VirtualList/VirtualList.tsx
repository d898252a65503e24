import type { ReactNode } from 'react'
import { List, type RowComponentProps } from 'react-window'
import { StyledVirtualFrame, StyledVirtualRow } from './VirtualList.styles'
import { rowDomId, useRowNavigation } from './useRowNavigation'

export type VirtualListProps<Item> = {
  items: readonly Item[]
  /** Content of one row; it must fit `rowHeight`. */
  renderRow: (item: Item, index: number) => ReactNode
  /** Accessible name of the list. */
  label: string
  /** Height of the list in pixels. */
  height: number
  /** Height of every row in pixels. @default 48 */
  rowHeight?: number
  /** Enter on the active row, or a click on a row. */
  onActivate?: (item: Item, index: number) => void
  /** Called once per item count when rendering nears the end: the moment to fetch the next page. */
  onEndReached?: () => void
  /** How many rows before the end `onEndReached` fires. @default 5 */
  endReachedThreshold?: number
  /** Rows rendered beyond each edge of the viewport. @default 3 */
  overscanCount?: number
}

type VirtualListRowData<Item> = {
  items: readonly Item[]
  renderRow: (item: Item, index: number) => ReactNode
  activeIndex: number
  idPrefix: string
  onRowClick: (index: number) => void
}

function VirtualListRow<Item>({
  index,
  style,
  ariaAttributes,
  items,
  renderRow,
  activeIndex,
  idPrefix,
  onRowClick,
}: RowComponentProps<VirtualListRowData<Item>>) {
  return (
    <StyledVirtualRow
      {...ariaAttributes}
      role="option"
      id={rowDomId(idPrefix, index)}
      aria-selected={index === activeIndex}
      style={style}
      onClick={() => onRowClick(index)}
    >
      {renderRow(items[index], index)}
    </StyledVirtualRow>
  )
}

/**
 * A long list that mounts only the rows in view (react-window). It is a listbox: focus stays on the list,
 * the arrow keys, PageUp/PageDown and Home/End move the active row, and Enter activates it.
 */
export function VirtualList<Item>({
  items,
  renderRow,
  label,
  height,
  rowHeight = 48,
  onActivate,
  onEndReached,
  endReachedThreshold = 5,
  overscanCount = 3,
}: VirtualListProps<Item>) {
  const navigation = useRowNavigation({
    rowCount: items.length,
    pageSize: Math.max(1, Math.floor(height / rowHeight) - 1),
    onActivate: onActivate && ((index) => onActivate(items[index], index)),
    onEndReached,
    endReachedThreshold,
  })
  return (
    <StyledVirtualFrame>
      <List
        {...navigation.containerProps}
        role="listbox"
        aria-label={label}
        data-part="viewport"
        listRef={navigation.listRef}
        rowComponent={VirtualListRow<Item>}
        rowCount={items.length}
        rowHeight={rowHeight}
        rowProps={{
          items,
          renderRow,
          activeIndex: navigation.activeIndex,
          idPrefix: navigation.idPrefix,
          onRowClick: navigation.onRowClick,
        }}
        onRowsRendered={navigation.onRowsRendered}
        overscanCount={overscanCount}
        defaultHeight={height}
        style={{ height }}
      />
    </StyledVirtualFrame>
  )
}
