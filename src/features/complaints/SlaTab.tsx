import { useAppDispatch } from '../../app/core/hooks'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { DataTable, type DataTableColumn } from '../../design-system/DataTable'
import { EmptyState } from '../../design-system/EmptyState'
import { StatusBadge } from '../../design-system/StatusBadge'
import { ALL_TYPES } from './ComplaintsPage.reads'
import { useListComplaintTypesQuery, type ComplaintType } from './complaintsApi'
import { durationText, PRIORITIES, PRIORITY_BADGES } from './complaintText'
import { StyledCell, StyledState } from './Complaints.styles'

const columns: DataTableColumn<ComplaintType>[] = [
  { id: 'name', header: 'Type', cell: (type) => <strong>{type.name}</strong> },
  ...PRIORITIES.map((priority): DataTableColumn<ComplaintType> => ({
    id: priority,
    header: `${PRIORITY_BADGES[priority].label} (respond / resolve)`,
    cell: (type) => (
      <StyledCell>
        {durationText(type.sla_targets[priority].response_minutes)} /{' '}
        {durationText(type.sla_targets[priority].resolution_minutes)}
      </StyledCell>
    ),
  })),
  { id: 'open', header: 'Open', align: 'end', cell: (type) => type.open_count },
  {
    id: 'active',
    header: 'Offered',
    cell: (type) =>
      type.is_active ? (
        <StatusBadge tone="success">Active</StatusBadge>
      ) : (
        <StatusBadge tone="neutral">Inactive</StatusBadge>
      ),
  },
]

/** The SLA targets per complaint type and priority; a row opens its targets to edit. */
export function SlaTab() {
  const dispatch = useAppDispatch()
  const { data, isLoading, isError, refetch } = useListComplaintTypesQuery(ALL_TYPES)
  if (isError) {
    return (
      <StyledState>
        <EmptyState
          title="The complaint types could not be loaded"
          headingLevel={3}
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      </StyledState>
    )
  }
  return (
    <DataTable
      label="Complaint types"
      columns={columns}
      rows={data?.data.results ?? []}
      getRowId={(type) => String(type.id)}
      loading={isLoading}
      loadingRowCount={6}
      onRowClick={(type) =>
        dispatch(
          panelPushed({
            kind: 'complaints/type',
            title: `${type.name} targets`,
            width: 560,
            props: { typeId: type.id },
          }),
        )
      }
    />
  )
}
