export { StatusBadge, type StatusBadgeProps, type StatusBadgeTone } from './StatusBadge'
export {
  BedStatus,
  BedStatusLegend,
  BED_STATUSES,
  getBedStatus,
  type BedStatusCode,
  type BedStatusDefinition,
  type BedStatusDisplay,
  type BedStatusProps,
  type BedStatusLegendProps,
} from './BedStatus'
