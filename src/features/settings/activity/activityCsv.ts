import {
  recordLabel,
  operationLabel,
  changesOf,
  type ActivityEntry,
} from '../../../app/core/activity/activityApi'
import { activityTime } from '../../../app/core/activity/activityTime'
import { paiseToCsvRupees, toCsv, type CsvColumn } from '../../../app/core/csv'

/** The log as an accountant reads it: one line per entry, changes as "field: before → after" (rupees). */
const COLUMNS: CsvColumn<ActivityEntry>[] = [
  { header: 'When (IST)', value: (entry) => activityTime(entry.at) },
  { header: 'Who', value: (entry) => entry.actor_name },
  { header: 'Session', value: (entry) => entry.session_id },
  { header: 'Operation', value: (entry) => operationLabel(entry.operation) },
  { header: 'Record', value: (entry) => recordLabel(entry.entity, entry.entity_id) },
  { header: 'Property', value: (entry) => entry.property_name },
  { header: 'Summary', value: (entry) => entry.summary },
  {
    header: 'Changes',
    value: (entry) =>
      changesOf(entry, paiseToCsvRupees)
        .map((change) => `${change.label}: ${change.before} → ${change.after}`)
        .join('; '),
  },
]

export const activityCsv = (entries: readonly ActivityEntry[]) => toCsv(COLUMNS, entries)
