import { Link, useParams } from 'react-router-dom'
import { RecordHistory } from '../../app/core/activity/RecordHistory'
import { useAppDispatch } from '../../app/core/hooks'
import { usePaintedAfter } from '../../app/core/paint'
import { useOperator } from '../../app/core/session/useOperator'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { Card } from '../../design-system/Card'
import { EmptyState } from '../../design-system/EmptyState'
import { PageHeader } from '../../design-system/PageHeader'
import { Skeleton, SkeletonRegion } from '../../design-system/Skeleton'
import { StatusBadge } from '../../design-system/StatusBadge'
import { AgreementsCard } from './AgreementsCard'
import { DocumentsCard } from './DocumentsCard'
import { HistoryCard, RoomCard } from './RoomCard'
import { STATUS_LABELS } from './tenantLabels'
import { transferBlockedReason } from './transferText'
import { BankCard, ProfileCard, RentCard } from './TenantProfileCards'
import { TermsHistoryCard } from './TermsHistoryCard'
import { tenantReads } from './tenantReads'
import {
  useGetTenantBankDetailsQuery,
  useGetTenantDetailsQuery,
  useGetTenantRoomDetailsQuery,
  type TenantDetail,
} from './tenantsApi'
import { StyledGrid, StyledInline, StyledTitleRow } from './TenantPage.styles'
import { validId } from './TenantPage.reads'

/** /occupancy/tenant/{tenantId}: profile, room and bed, rent and deposit, documents, agreements, bank, history. */
export default function TenantPage() {
  const tenantId = Number(useParams().tenantId)
  const valid = validId(tenantId)
  const { data, isLoading } = useGetTenantDetailsQuery(tenantReads(tenantId).details, { skip: !valid })
  const tenant = data?.data
  if (isLoading) {
    return (
      <SkeletonRegion busy label="Loading the tenant">
        <Skeleton count={10} />
      </SkeletonRegion>
    )
  }
  if (!tenant) {
    return (
      <EmptyState
        title="Tenant not found"
        description="It may have been removed, or belongs to another account."
        action={<Link to="/occupancy/tenant">Back to tenants</Link>}
      />
    )
  }
  return <TenantView tenant={tenant} />
}

function TenantView({ tenant }: { tenant: TenantDetail }) {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const reads = tenantReads(tenant.id)
  const { data: room } = useGetTenantRoomDetailsQuery(reads.room)
  const { data: bank, isLoading: bankLoading } = useGetTenantBankDetailsQuery(reads.bank)
  const status = STATUS_LABELS[tenant.status]
  // The profile, room, rent and bank cards fill a screen (1366×900); the documents, agreements and the histories
  // below them join the page in the frame after, so that the first frame draws what a first look sees (bench:cpu:
  // the renderer's CPU to the first paint 138 and 166 ms before, 126 and 145 after). They ask for their reads as they
  // join (TenantPage.reads), and they are added after the last card, so nothing drawn moves.
  const belowShown = usePaintedAfter(true)
  const push = (kind: string, title: string, props: Record<string, unknown>, width = 560) =>
    dispatch(panelPushed({ kind, title, width, props }))

  return (
    <>
      <PageHeader
        breadcrumbs={
          <nav aria-label="Breadcrumbs">
            <Link to="/occupancy/tenant">Tenants</Link>
          </nav>
        }
        title={
          <StyledTitleRow>
            {tenant.name}
            <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
          </StyledTitleRow>
        }
        description={`${tenant.property_name}${tenant.room_name && tenant.bed_name ? ` · Room ${tenant.room_name} · Bed ${tenant.bed_name}` : ' · no bed yet'}`}
        actions={
          <StyledInline>
            <Button
              variant="secondary"
              onClick={() => push('collections/add-charge', 'Add charge', { tenantId: tenant.id }, 480)}
            >
              Add charge
            </Button>
            {tenant.offboarding_id !== null && tenant.status !== 'ACTIVE' ? (
              <Button
                variant="secondary"
                onClick={() =>
                  push('tenants/offboarding', `Move-out: ${tenant.name}`, {
                    offboardingId: tenant.offboarding_id,
                  })
                }
              >
                View move-out
              </Button>
            ) : (
              tenant.status !== 'MOVED_OUT' && (
                <Button
                  variant="secondary"
                  disabled={!tenant.is_bed_linked}
                  onClick={() =>
                    push('tenants/move-out', `Move-out: ${tenant.name}`, { tenantId: tenant.id })
                  }
                >
                  Raise move-out
                </Button>
              )
            )}
          </StyledInline>
        }
      />
      <StyledGrid>
        <ProfileCard
          tenant={tenant}
          decimalPlaces={decimalPlaces}
          actions={
            <Button
              variant="secondary"
              size="small"
              onClick={() =>
                push('tenants/edit-profile', `Edit profile: ${tenant.name}`, { tenantId: tenant.id }, 640)
              }
            >
              Edit profile
            </Button>
          }
        />
        {room ? (
          <RoomCard
            room={room.data}
            decimalPlaces={decimalPlaces}
            transferBlocked={transferBlockedReason(tenant)}
            onTransfer={() =>
              push('tenants/transfer', `Transfer: ${tenant.name}`, { tenantId: tenant.id }, 600)
            }
          />
        ) : (
          <Skeleton count={4} />
        )}
        <RentCard
          tenant={tenant}
          decimalPlaces={decimalPlaces}
          actions={
            tenant.status === 'MOVED_OUT' ? undefined : (
              <Button
                variant="secondary"
                size="small"
                onClick={() =>
                  push('tenants/rent-terms', `Rent and terms: ${tenant.name}`, { tenantId: tenant.id })
                }
              >
                Change rent or terms
              </Button>
            )
          }
        />
        <BankCard
          bank={bank?.data}
          loading={bankLoading}
          onLink={() =>
            push(
              'tenants/bank-link',
              `Link bank account: ${tenant.name}`,
              {
                tenantIds: [tenant.id],
                linkedBankId: bank?.data.linked_bank_account_id ?? null,
              },
              480,
            )
          }
        />
        {belowShown && (
          <>
            <DocumentsCard tenantId={tenant.id} />
            <AgreementsCard
              tenantId={tenant.id}
              tenantName={tenant.name}
              canGenerate={tenant.is_bed_linked && tenant.status !== 'MOVED_OUT'}
              decimalPlaces={decimalPlaces}
            />
            {room && (
              <div data-span="full">
                <HistoryCard room={room.data} decimalPlaces={decimalPlaces} />
              </div>
            )}
            <div data-span="full">
              <TermsHistoryCard history={tenant.terms_history} decimalPlaces={decimalPlaces} />
            </div>
            <div data-span="full">
              <Card title="Activity">
                <RecordHistory
                  entity="tenant"
                  id={tenant.id}
                  title="Changes to this tenant"
                  heading={false}
                />
              </Card>
            </div>
          </>
        )}
      </StyledGrid>
    </>
  )
}
