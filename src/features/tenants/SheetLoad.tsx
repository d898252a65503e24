import type { ReactNode } from 'react'
import { EmptyState } from '../../design-system/EmptyState'
import { Skeleton, SkeletonRegion } from '../../design-system/Skeleton'

type Props<T> = {
  /** What the sheet was opened for, once read; undefined while loading or when it could not be read. */
  value: T | undefined
  isLoading: boolean
  /** The busy region's name, e.g. `Loading the profile`. */
  label: string
  rows: number
  /** The notice's title when nothing could be read. */
  missing: string
  children: (value: T) => ReactNode
}

/** A sheet's first read: a skeleton while it loads, a plain notice when it cannot be read, else the sheet. */
export function SheetLoad<T>({ value, isLoading, label, rows, missing, children }: Props<T>) {
  if (isLoading) {
    return (
      <SkeletonRegion busy label={label}>
        <Skeleton count={rows} />
      </SkeletonRegion>
    )
  }
  if (value === undefined) return <EmptyState title={missing} headingLevel={3} />
  return <>{children(value)}</>
}
