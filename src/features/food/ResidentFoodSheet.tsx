import { useState } from 'react'
import { serverMessage } from '../../app/core/serverErrors'
import { today } from '../../app/core/today'
import { Button } from '../../design-system/Button'
import { EmptyState } from '../../design-system/EmptyState'
import { formatDate, formatPaise } from '../../design-system/format'
import {
  StyledFacts,
  StyledHeadline,
  StyledList,
  StyledListItem,
  StyledNotice,
  StyledSection,
  StyledSheet,
} from '../../design-system/SheetLayout'
import { Skeleton } from '../../design-system/Skeleton'
import { StatusBadge } from '../../design-system/StatusBadge'
import { SKIP_SOURCE_LABELS, skipWhenText } from './dayText'
import {
  useCancelFoodSkipMutation,
  useGetFoodOptInQuery,
  useGetFoodSetupQuery,
  useListFoodSkipsQuery,
} from './foodApi'
import type { FoodOptIn, FoodSkip } from './foodApi.gen'
import { BILLING_MODE_LABEL, DIET_LABEL, MEAL_LABEL } from './labels'
import { OptInForm } from './OptInForm'
import { optInValues } from './optInForm'
import { SkipForm } from './SkipForm'

export type ResidentFoodSheetProps = { panelId: number; tenantId: number }

/** A skip the operator may still cancel: not the pass's (change the pass instead) and not of a past day. */
const cancellable = (skip: FoodSkip, day: string) =>
  skip.source !== 'OUTPASS' && skip.status === 'ACTIVE' && (skip.date === null || skip.date >= day)

function SkipList({ tenantId }: { tenantId: number }) {
  const day = today()
  const { data, isLoading, isError, refetch } = useListFoodSkipsQuery({ tenantId, fromDate: day, limit: 50 })
  const [cancelSkip, { isLoading: cancelling }] = useCancelFoodSkipMutation()
  const [failure, setFailure] = useState<string>()
  const cancel = async (skip: FoodSkip) => {
    setFailure(undefined)
    const result = await cancelSkip({ id: skip.id })
    if (result.error) setFailure(serverMessage(result.error) ?? 'The skip was not cancelled.')
  }
  if (isLoading) return <Skeleton count={3} />
  if (isError || !data)
    return (
      <EmptyState
        title="The skips could not be loaded"
        headingLevel={4}
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    )
  const skips = data.data.results
  return (
    <>
      {skips.length === 0 ? (
        <p>No meals skipped from today on.</p>
      ) : (
        <StyledList aria-label="Skipped meals">
          {skips.map((skip) => {
            const meal = MEAL_LABEL[skip.meal_type]
            const when = skipWhenText(skip)
            return (
              <StyledListItem key={skip.id}>
                <span data-part="main">
                  <span>
                    {meal} · {when}
                  </span>
                  <span data-part="muted">
                    {SKIP_SOURCE_LABELS[skip.source]}
                    {skip.source === 'OUTPASS' ? ' · From pass' : ''}
                  </span>
                </span>
                {cancellable(skip, day) && (
                  <span data-part="side">
                    <Button
                      size="small"
                      variant="secondary"
                      disabled={cancelling}
                      aria-label={`Cancel skip of ${meal.toLowerCase()}, ${when}`}
                      onClick={() => void cancel(skip)}
                    >
                      Cancel
                    </Button>
                  </span>
                )}
              </StyledListItem>
            )
          })}
        </StyledList>
      )}
      {failure && <StyledNotice role="alert">{failure}</StyledNotice>}
    </>
  )
}

function OptInFacts({ optIn }: { optIn: FoodOptIn }) {
  return (
    <StyledFacts>
      <dt>Meals</dt>
      <dd>{optIn.meal_types.map((meal) => MEAL_LABEL[meal]).join(', ') || '—'}</dd>
      <dt>Diet</dt>
      <dd>{optIn.diet ? DIET_LABEL[optIn.diet] : '—'}</dd>
      <dt>From</dt>
      <dd>{formatDate(optIn.start_date) || '—'}</dd>
      <dt>Until</dt>
      <dd>{optIn.end_date ? formatDate(optIn.end_date) : optIn.start_date ? 'No end' : '—'}</dd>
      <dt>Billing</dt>
      <dd>
        {BILLING_MODE_LABEL[optIn.billing_mode]}
        {optIn.monthly_price_paise !== null ? ` · ${formatPaise(optIn.monthly_price_paise)} a month` : ''}
      </dd>
      <dt>Skipped this month</dt>
      <dd>{optIn.skipped_meals_this_month === 1 ? '1 meal' : `${optIn.skipped_meals_this_month} meals`}</dd>
      <dt>Rebate this month</dt>
      <dd>
        {optIn.rebate_days_this_month === 1 ? '1 day' : `${optIn.rebate_days_this_month} days`} ·{' '}
        {formatPaise(optIn.rebate_paise_this_month)}
      </dd>
    </StyledFacts>
  )
}

/** A resident's food: their opt-in and this month's skips and rebate, the opt-in form, their skips and a new skip. */
export default function ResidentFoodSheet({ tenantId }: ResidentFoodSheetProps) {
  const { data, isLoading, isError, refetch } = useGetFoodOptInQuery({ id: tenantId })
  const propertyId = data?.data.property_id
  const { data: setup, isLoading: setupLoading } = useGetFoodSetupQuery(
    { id: propertyId ?? 0 },
    { skip: propertyId === undefined },
  )
  const [formKey, setFormKey] = useState(0)
  // The form starts from the property's default meals and diet, so it waits for them.
  if (isLoading || setupLoading) return <Skeleton count={10} />
  if (isError || !data)
    return (
      <EmptyState
        title="This resident's food could not be loaded"
        headingLevel={3}
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    )
  const optIn = data.data
  return (
    <StyledSheet>
      <StyledHeadline>
        <strong>{optIn.tenant_name}</strong>
        <StatusBadge tone={optIn.is_active ? 'success' : 'neutral'}>
          {optIn.is_active ? 'Food on' : 'Food off'}
        </StatusBadge>
      </StyledHeadline>
      <StyledSection aria-label="Opt-in">
        <h3>Opt-in</h3>
        <OptInFacts optIn={optIn} />
      </StyledSection>
      <StyledSection aria-label="Change food">
        <h3>Change food</h3>
        <OptInForm
          key={formKey}
          tenantIds={[tenantId]}
          initialValues={optInValues(today(), optIn, setup?.data)}
          setup={setup?.data}
          label={`Food for ${optIn.tenant_name}`}
          submitLabel="Save food"
          onDone={() => setFormKey((key) => key + 1)}
        />
      </StyledSection>
      <StyledSection aria-label="Skips">
        <h3>Skips</h3>
        <SkipList tenantId={tenantId} />
      </StyledSection>
      <StyledSection aria-label="Skip a meal">
        <h3>Skip a meal</h3>
        {optIn.meal_types.length > 0 ? (
          <SkipForm tenantId={tenantId} meals={optIn.meal_types} />
        ) : (
          <p>Opt them in to a meal before skipping it.</p>
        )}
      </StyledSection>
    </StyledSheet>
  )
}
