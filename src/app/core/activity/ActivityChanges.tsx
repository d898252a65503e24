import { formatPaise } from '../../../design-system/format'
import { useOperator } from '../session/useOperator'
import { changesOf, type ActivityEntry } from './activityApi'
import { StyledChanges } from './activity.styles'

/** The "Changes" disclosure of an entry: each field that changed, before → after, money in rupees. */
export function ActivityChanges({ entry }: { entry: Pick<ActivityEntry, 'id' | 'before' | 'after'> }) {
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const changes = changesOf(entry, (paise) => formatPaise(paise, { decimalPlaces }))
  if (!changes.length) return null
  return (
    <StyledChanges>
      <summary>Changes ({changes.length})</summary>
      <dl>
        {changes.map((change) => (
          <div key={change.field}>
            <dt>{change.label}</dt>
            <dd>
              <span>{change.before}</span> <span aria-label="became">→</span> <span>{change.after}</span>
            </dd>
          </div>
        ))}
      </dl>
    </StyledChanges>
  )
}
