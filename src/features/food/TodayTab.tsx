import styled from 'styled-components'
import { useAppDispatch } from '../../app/core/hooks'
import type { ListState } from '../../app/core/listState/useListState'
import { downloadWithToken, reportFileCallFailure } from '../../app/core/files/fileTransfer'
import { usePaintedAfter } from '../../app/core/paint'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { today } from '../../app/core/today'
import { Button } from '../../design-system/Button'
import { EmptyState } from '../../design-system/EmptyState'
import { formatDate } from '../../design-system/format'
import { Skeleton } from '../../design-system/Skeleton'
import { vars } from '../../design-system/theme'
import { StyledBody, StyledToolbar } from './Food.styles'
import { headcountArgs, kitchenDays } from './FoodPage.reads'
import { useGetFoodHeadcountQuery } from './foodApi'
import type { MealType } from './foodApi.gen'
import { HeadcountCard } from './HeadcountCard'
import { kitchenSheetName, kitchenSheetPath } from './kitchenSheet'
import { MEAL_LABEL, MEAL_TYPES } from './labels'

const StyledDay = styled.section`
  display: grid;
  gap: ${vars.space.md};

  & > h2 {
    margin: 0;
    font-size: ${vars.font.sizeMd};
  }

  & > [data-part='meals'] {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
    gap: ${vars.space.md};
  }
`

type Download = (meal?: { date: string; mealType: MealType }) => void

/** One day's meals in serving order, each a headcount card. */
function DaySection({
  title,
  propertyId,
  date,
  download,
  due = true,
}: {
  title: string
  propertyId: number
  date: string
  download: Download
  /** False until the tab has been drawn once: a later day's headcount is asked for after that frame, not before. */
  due?: boolean
}) {
  const dispatch = useAppDispatch()
  const headcount = useGetFoodHeadcountQuery(headcountArgs(propertyId, date), { skip: !due })
  const { data, isError, refetch } = headcount
  const isLoading = headcount.isLoading || !due
  const headingId = `food-day-${title.toLowerCase()}`
  const meals = [...(data?.data.meals ?? [])].sort(
    (a, b) => MEAL_TYPES.indexOf(a.meal_type) - MEAL_TYPES.indexOf(b.meal_type),
  )
  const logMeal = (mealType: MealType) =>
    dispatch(
      panelPushed({
        kind: 'food/meal-log',
        title: `Log ${MEAL_LABEL[mealType].toLowerCase()} · ${formatDate(date)}`,
        width: 480,
        props: { propertyId, date, mealType },
      }),
    )
  return (
    <StyledDay aria-labelledby={headingId}>
      <h2 id={headingId}>
        {title} · {formatDate(date)}
      </h2>
      {isLoading && <Skeleton variant="rect" height={220} />}
      {isError && (
        <EmptyState
          title={`${title}'s headcount could not be loaded`}
          headingLevel={3}
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      )}
      {data && meals.length === 0 && (
        <EmptyState
          title="No meals on this day"
          description="Switch food on and choose its meals in the Setup tab."
          headingLevel={3}
        />
      )}
      {meals.length > 0 && (
        <div data-part="meals">
          {meals.map((meal) => (
            <HeadcountCard
              key={meal.meal_type}
              meal={meal}
              onCutoff={refetch}
              onKitchenSheet={() => download({ date, mealType: meal.meal_type })}
              onLog={() => logMeal(meal.meal_type)}
            />
          ))}
        </div>
      )}
    </StyledDay>
  )
}

/**
 * The kitchen's day: today's and tomorrow's meals with their live headcount until each cut-off and the locked
 * figure from it, the kitchen sheet of any meal (or of the next one) and the meal log. Tomorrow's, below today's,
 * is asked for once the tab has been drawn: opening the screen, the first frame waits for today's alone.
 */
export function TodayTab({ propertyId }: { list: ListState; propertyId: number }) {
  const dispatch = useAppDispatch()
  const day = today()
  const tabDrawn = usePaintedAfter(true)
  const download: Download = (meal) => {
    downloadWithToken(kitchenSheetPath(propertyId, meal), kitchenSheetName(meal)).catch((error: unknown) =>
      reportFileCallFailure(dispatch, error),
    )
  }
  return (
    <>
      <StyledToolbar>
        <Button variant="secondary" onClick={() => download()}>
          Download kitchen sheet for the next meal
        </Button>
      </StyledToolbar>
      <StyledBody>
        {kitchenDays(day).map(({ title, date }, index) => (
          <DaySection
            key={title}
            title={title}
            propertyId={propertyId}
            date={date}
            download={download}
            due={index === 0 || tabDrawn}
          />
        ))}
      </StyledBody>
    </>
  )
}
