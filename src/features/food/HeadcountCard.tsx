import { useEffect } from 'react'
import styled from 'styled-components'
import { Button } from '../../design-system/Button'
import { Card } from '../../design-system/Card'
import { createIcon } from '../../design-system/icons'
import { vars } from '../../design-system/theme'
import { kolkataClock } from '../../app/core/kolkataTime'
import { dietSplitText, durationText, gramsToKg, momentClockText } from './dayText'
import type { MealHeadcount } from './foodApi.gen'
import { MEAL_LABEL, windowLabel } from './labels'
import { coarseCountdownText, useCountdown } from './useCountdown'

const LockIcon = createIcon('LockIcon', ['M7 11V7a5 5 0 0 1 10 0v4', 'M5 11h14v10H5z'])

const StyledMeal = styled.div`
  display: grid;
  gap: ${vars.space.sm};

  &[data-served='false'] {
    color: ${vars.color.textMuted};
  }

  & [data-part='window'] {
    color: ${vars.color.textMuted};
    margin: 0;
  }

  & [data-part='expected'] {
    display: flex;
    flex-direction: row-reverse;
    justify-content: flex-end;
    align-items: baseline;
    gap: ${vars.space.sm};
    margin: 0;

    dd {
      margin: 0;
      font-size: 2.25rem;
      font-weight: ${vars.font.weightBold};
      line-height: 1.1;
    }
  }

  & [data-part='counts'] {
    display: grid;
    grid-template-columns: auto auto;
    justify-content: start;
    column-gap: ${vars.space.lg};
    margin: 0;
    font-size: ${vars.font.sizeSm};

    dt {
      color: ${vars.color.textMuted};
    }

    dd {
      margin: 0;
      text-align: end;
    }
  }

  & [data-part='cutoff'] {
    display: flex;
    align-items: center;
    gap: ${vars.space.xs};
    margin: 0;
    font-weight: ${vars.font.weightMedium};
  }

  & [data-part='actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space.sm};
  }
`

const StyledLive = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`

/** Before the cut-off a countdown (the live region says only a coarse version); from it the lock time. */
function CutoffState({ meal, onCutoff }: { meal: MealHeadcount; onCutoff: () => unknown }) {
  const minutes = useCountdown(meal.cutoff_at)
  const passed = meal.is_locked || minutes === 0
  const reachedZero = !meal.is_locked && minutes === 0
  // Once per crossing of the cut-off: onCutoff must be stable (the query's own refetch).
  useEffect(() => {
    if (reachedZero) onCutoff()
  }, [reachedZero, onCutoff])
  return (
    <>
      {passed ? (
        <p data-part="cutoff">
          <LockIcon aria-hidden />
          Locked at {momentClockText(meal.cutoff_at)}
        </p>
      ) : (
        <p data-part="cutoff">Skips close in {durationText(minutes)}</p>
      )}
      <StyledLive aria-live="polite">{coarseCountdownText(passed ? 0 : minutes)}</StyledLive>
    </>
  )
}

export type HeadcountCardProps = {
  meal: MealHeadcount
  /** Called once when the countdown reaches the cut-off, to read the locked figure; a stable function. */
  onCutoff: () => unknown
  onKitchenSheet: () => void
  onLog: () => void
}

/** One meal of a day: the expected count, its make-up, the dishes and whether skips are still open. */
export function HeadcountCard({ meal, onCutoff, onKitchenSheet, onLog }: HeadcountCardProps) {
  const label = MEAL_LABEL[meal.meal_type]
  const lower = label.toLowerCase()
  const window = windowLabel(kolkataClock(meal.start_at), kolkataClock(meal.end_at))
  return (
    <Card title={label} headingLevel={3}>
      <StyledMeal data-served={meal.is_served}>
        <p data-part="window">{window}</p>
        {meal.is_served ? (
          <>
            <dl data-part="expected">
              <dt>Expected</dt>
              <dd>{meal.expected}</dd>
            </dl>
            <p>{dietSplitText(meal.by_diet) || 'Nobody from the residents'}</p>
            <dl data-part="counts">
              <dt>Opted in</dt>
              <dd>{meal.opted_in}</dd>
              <dt>Skipped</dt>
              <dd>{meal.skipped}</dd>
              <dt>Away on a pass</dt>
              <dd>{meal.away}</dd>
              <dt>Guests</dt>
              <dd>{meal.guests}</dd>
              {meal.served !== null && (
                <>
                  <dt>Served</dt>
                  <dd>{meal.served}</dd>
                </>
              )}
              {meal.waste_grams !== null && (
                <>
                  <dt>Waste</dt>
                  <dd>{gramsToKg(meal.waste_grams)} kg</dd>
                </>
              )}
            </dl>
            <p>{meal.dishes.length > 0 ? meal.dishes.join(', ') : 'No dishes on the menu'}</p>
            {meal.note && <p>Note: {meal.note}</p>}
            <CutoffState meal={meal} onCutoff={onCutoff} />
            <div data-part="actions">
              <Button
                size="small"
                variant="secondary"
                aria-label={`Download kitchen sheet for ${lower}`}
                onClick={onKitchenSheet}
              >
                Kitchen sheet
              </Button>
              <Button size="small" variant="secondary" aria-label={`Log meal for ${lower}`} onClick={onLog}>
                Log meal
              </Button>
            </div>
          </>
        ) : (
          <p>Not served</p>
        )}
      </StyledMeal>
    </Card>
  )
}
