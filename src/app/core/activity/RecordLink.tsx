import { Link } from 'react-router-dom'
import { PATHS } from '../../routes/paths'
import { useAppDispatch } from '../hooks'
import { panelPushed } from '../sideSheet/sideSheetSlice'
import { recordLabel, type ActivityEntity } from './activityApi'
import { StyledRecordButton } from './activity.styles'

/** The side sheet each kind of record opens in, where the app has one. */
const SHEETS: Partial<
  Record<ActivityEntity, (id: number) => { kind: string; props: Record<string, number> }>
> = {
  collection: (id) => ({ kind: 'collections/collection', props: { collectionId: id } }),
  transaction: (id) => ({ kind: 'transactions/transaction', props: { id } }),
  expense: (id) => ({ kind: 'expenses/expense', props: { expenseId: id } }),
  bed: (id) => ({ kind: 'inventory/bed', props: { bedId: id } }),
  complaint: (id) => ({ kind: 'complaints/complaint', props: { complaintId: id } }),
}

/** The record an entry names, opening its sheet or page when the app has one, else its name as text. */
export function RecordLink({ entity, id }: { entity: ActivityEntity; id: string }) {
  const dispatch = useAppDispatch()
  const label = recordLabel(entity, id)
  const numeric = Number(id)
  if (entity === 'tenant') {
    return <Link to={PATHS.tenant.replace(':tenantId', id)}>{label}</Link>
  }
  const sheet = SHEETS[entity]
  if (!sheet || !Number.isInteger(numeric)) return <span>{label}</span>
  const { kind, props } = sheet(numeric)
  return (
    <StyledRecordButton
      type="button"
      onClick={() => dispatch(panelPushed({ kind, title: label, width: 520, props }))}
    >
      {label}
    </StyledRecordButton>
  )
}
