import type { ComponentType } from 'react'
import { BedBookedIcon, BedEndingIcon, BedIcon, BedOccupiedIcon, type IconProps } from '../icons'
import { StatusBadge, type StatusBadgeTone } from './StatusBadge'
import { StyledLegend, StyledLegendCount, StyledLegendItem, StyledToneIcon } from './StatusBadge.styles'

export type BedStatusDefinition = {
  /** Code used by the inventory status filter. */
  code: number
  label: string
  /** The name the older icon set used, kept findable for operators who learnt it. */
  legacyLabel?: string
  tone: StatusBadgeTone
  icon: ComponentType<IconProps>
}

/** The four bed statuses of the spec (§3), in filter order; the inventory filter sends their codes 1–4. */
export const BED_STATUSES = [
  { code: 1, label: 'Available', tone: 'success', icon: BedIcon },
  { code: 2, label: 'Occupied', legacyLabel: 'Active', tone: 'primary', icon: BedOccupiedIcon },
  { code: 3, label: 'Booked', tone: 'info', icon: BedBookedIcon },
  { code: 4, label: 'Ending', tone: 'warning', icon: BedEndingIcon },
] as const satisfies readonly BedStatusDefinition[]

export type BedStatusCode = (typeof BED_STATUSES)[number]['code']

type BedStatusEntry = BedStatusDefinition & { code: BedStatusCode }
const statuses: readonly BedStatusEntry[] = BED_STATUSES

/** The definition of a status code. */
export function getBedStatus(code: BedStatusCode): BedStatusEntry {
  // The list is ordered by code, starting at 1.
  return statuses[code - 1]
}

/** How a bed status is drawn: a labelled pill, or the coloured icon alone for dense bed maps. */
export type BedStatusDisplay = 'badge' | 'icon'

export type BedStatusProps = {
  status: BedStatusCode
  /** Pill with icon and label, or the icon alone (named by its label for assistive technology). @default 'badge' */
  display?: BedStatusDisplay
  /** Icon edge length in pixels. @default 14 for a badge, 20 for an icon */
  size?: number
}

/** One bed's status with its icon and colour. */
export function BedStatus({ status, display = 'badge', size }: BedStatusProps) {
  const { label, legacyLabel, tone, icon: Icon } = getBedStatus(status)
  if (display === 'icon') {
    return (
      <StyledToneIcon data-tone={tone}>
        <Icon size={size ?? 20} title={label} data-icon={Icon.displayName} />
      </StyledToneIcon>
    )
  }
  return (
    <StatusBadge
      tone={tone}
      title={legacyLabel}
      icon={<Icon size={size ?? 14} data-icon={Icon.displayName} />}
    >
      {label}
    </StatusBadge>
  )
}

export type BedStatusLegendProps = {
  /** Beds per status, shown beside each label (the inventory overview). */
  counts?: Partial<Record<BedStatusCode, number>>
  /** Accessible name of the list. @default 'Bed status legend' */
  label?: string
}

/** A key to the bed icons: each status with its icon, label and optional count. */
export function BedStatusLegend({ counts, label = 'Bed status legend' }: BedStatusLegendProps) {
  return (
    // list-style: none drops list semantics in WebKit, so the role is restated.
    <StyledLegend role="list" aria-label={label}>
      {statuses.map(({ code, label: statusLabel, legacyLabel, tone, icon: Icon }) => {
        const count = counts?.[code]
        return (
          <StyledLegendItem key={code} title={legacyLabel}>
            <StyledToneIcon data-tone={tone}>
              <Icon size={18} data-icon={Icon.displayName} />
            </StyledToneIcon>
            {statusLabel}
            {count !== undefined && <StyledLegendCount>{count}</StyledLegendCount>}
          </StyledLegendItem>
        )
      })}
    </StyledLegend>
  )
}
