import type { ReactNode } from 'react'
import { InboxIcon } from '../icons'
import { StyledEmpty, StyledShimmer } from './DataTable.styles'

export type DataTableEmptyProps = {
  /** The message. @default 'No records' */
  title?: string
  /** Extra content under the message, e.g. a hint or a "Clear filters" button. */
  children?: ReactNode
}

/** The default content of an empty table; pass it to `emptyState` with children to add an action. */
export function DataTableEmpty({ title = 'No records', children }: DataTableEmptyProps) {
  return (
    <StyledEmpty>
      <InboxIcon size={32} />
      <p>{title}</p>
      {children}
    </StyledEmpty>
  )
}

/** A placeholder row while data loads; hidden from assistive technology, which hears aria-busy instead. */
export function SkeletonRow({ cellCount }: { cellCount: number }) {
  return (
    <tr aria-hidden="true" data-part="skeleton">
      {Array.from({ length: cellCount }, (_, index) => (
        <td key={index}>
          <StyledShimmer />
        </td>
      ))}
    </tr>
  )
}
