import { useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { useOperator } from '../../app/core/session/useOperator'
import { panelClosed, panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { ConfirmDialog } from '../../design-system/ConfirmDialog'
import { EmptyState } from '../../design-system/EmptyState'
import { formatDate, formatPaise, formatPhone } from '../../design-system/format'
import {
  StyledActions,
  StyledFacts,
  StyledList,
  StyledListItem,
  StyledSection,
  StyledSheet,
} from '../../design-system/SheetLayout'
import { Skeleton, SkeletonRegion } from '../../design-system/Skeleton'
import { StatusBadge } from '../../design-system/StatusBadge'
import { today } from '../../app/core/today'
import { HandoverSection } from './HandoverSection'
import {
  useDeleteStaffMutation,
  useGetStaffQuery,
  useListStaffCollectionPaymentsQuery,
  useListStaffCollectionsQuery,
  useUpdateStaffMutation,
  type StaffDetail,
} from './staffApi'
import { POLICE_LABELS, propertiesText, roleLabel } from './staffText'

export type StaffSheetProps = { panelId: number; staffId: number }

/** One staff member: details, properties, this month's collections, cash in hand and its payments, handovers. */
export default function StaffSheet({ panelId, staffId }: StaffSheetProps) {
  const { data, isLoading, isError, refetch } = useGetStaffQuery({ id: staffId })
  if (isLoading) {
    return (
      <SkeletonRegion busy label="Loading the staff member">
        <Skeleton count={8} />
      </SkeletonRegion>
    )
  }
  if (!data) {
    return (
      <EmptyState
        title="This staff member could not be loaded"
        headingLevel={3}
        action={isError ? <Button onClick={() => void refetch()}>Try again</Button> : undefined}
      />
    )
  }
  return <StaffDetails panelId={panelId} detail={data.data} />
}

function StaffDetails({ panelId, detail }: { panelId: number; detail: StaffDetail }) {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const money = (paise: number) => formatPaise(paise, { decimalPlaces })
  const { staff } = detail
  const month = today().slice(0, 7)
  const { data: collections } = useListStaffCollectionsQuery({ staffId: staff.id, month, limit: 1 })
  const { data: inHand } = useListStaffCollectionPaymentsQuery({ id: staff.id, inHand: true, limit: 100 })
  const [deleteStaff] = useDeleteStaffMutation()
  const [updateStaff, { isLoading: reactivating }] = useUpdateStaffMutation()
  const [confirming, setConfirming] = useState(false)
  const thisMonth = collections?.data.results.find((row) => row.staff_id === staff.id)
  const police = POLICE_LABELS[staff.police_verification_status]

  const remove = async () => {
    const result = await deleteStaff({ id: staff.id }).unwrap()
    setConfirming(false)
    if (result.data.outcome === 'deleted') dispatch(panelClosed(panelId))
  }

  return (
    <StyledSheet>
      <StyledSection aria-label="Details">
        <StyledFacts>
          <dt>Role</dt>
          <dd>{roleLabel(staff.role)}</dd>
          <dt>Phone</dt>
          <dd>{formatPhone(staff.phone_number)}</dd>
          <dt>Works at</dt>
          <dd>{propertiesText(staff)}</dd>
          <dt>Status</dt>
          <dd>
            {staff.is_active ? (
              <StatusBadge tone="success">Active</StatusBadge>
            ) : (
              <StatusBadge tone="neutral">Inactive</StatusBadge>
            )}
          </dd>
          <dt>Police verification</dt>
          <dd>
            <StatusBadge tone={police.tone}>{police.label}</StatusBadge>
            {staff.police_verification_date ? ` on ${formatDate(staff.police_verification_date)}` : ''}
          </dd>
          <dt>Joined on</dt>
          <dd>{staff.joined_on ? formatDate(staff.joined_on) : '—'}</dd>
          <dt>Monthly salary</dt>
          <dd>{staff.monthly_salary_paise == null ? '—' : money(staff.monthly_salary_paise)}</dd>
          <dt>Takes cash</dt>
          <dd>{staff.can_collect_cash ? 'Yes' : 'No'}</dd>
          {staff.email && (
            <>
              <dt>Email</dt>
              <dd>{staff.email}</dd>
            </>
          )}
        </StyledFacts>
        <StyledActions>
          <Button
            variant="secondary"
            size="small"
            onClick={() =>
              dispatch(
                panelPushed({
                  kind: 'staff/form',
                  title: `Edit ${staff.name}`,
                  width: 560,
                  props: { staffId: staff.id },
                }),
              )
            }
          >
            Edit
          </Button>
          {staff.is_active ? (
            <Button variant="danger" size="small" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="small"
              loading={reactivating}
              onClick={() => void updateStaff({ id: staff.id, staffUpdateRequest: { is_active: true } })}
            >
              Reactivate
            </Button>
          )}
        </StyledActions>
      </StyledSection>
      <StyledSection aria-label="This month's collections">
        <h3>This month&apos;s collections</h3>
        <StyledFacts>
          <dt>Cash</dt>
          <dd>{money(thisMonth?.cash_paise ?? 0)}</dd>
          <dt>Other modes</dt>
          <dd>{money(thisMonth?.other_paise ?? 0)}</dd>
          <dt>Payments</dt>
          <dd>{thisMonth?.transaction_count ?? 0}</dd>
        </StyledFacts>
      </StyledSection>
      <StyledSection aria-label="Cash in hand">
        <h3>Cash in hand: {money(detail.cash_in_hand_paise)}</h3>
        <p>
          {detail.cash_in_hand_count} cash payment{detail.cash_in_hand_count === 1 ? '' : 's'} not handed over
          yet
          {detail.disputed_shortfall_paise !== 0 &&
            `; disputed shortfall ${money(Math.abs(detail.disputed_shortfall_paise))}`}
          .
        </p>
        {inHand && inHand.data.count > inHand.data.results.length && (
          <p>The latest {inHand.data.results.length} are listed.</p>
        )}
        {(inHand?.data.results.length ?? 0) > 0 && (
          <StyledList aria-label="Payments in hand">
            {inHand?.data.results.map((payment) => (
              <StyledListItem key={payment.transaction_id}>
                <span data-part="main">
                  <span>{payment.tenant_name}</span>
                  <span data-part="muted">
                    {payment.collection_title} · {payment.property_name} · {formatDate(payment.paid_on)}
                  </span>
                </span>
                <span data-part="side">{money(payment.amount_paise)}</span>
              </StyledListItem>
            ))}
          </StyledList>
        )}
      </StyledSection>
      <HandoverSection detail={detail} />
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={`Delete ${staff.name}?`}
        message={`If ${staff.name} is named on a payment, a roll-call mark, an outpass or a cash handover, they are deactivated instead, so those records keep who did what.`}
        confirmLabel="Delete"
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </StyledSheet>
  )
}
