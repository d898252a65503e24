import type { ListState } from '../../app/core/listState/useListState'
import { useAppDispatch } from '../../app/core/hooks'
import { panelPushed } from '../../app/core/sideSheet/sideSheetSlice'
import { today } from '../../app/core/today'
import { Button } from '../../design-system/Button'
import { DateField } from '../../design-system/DateField'
import { EmptyState } from '../../design-system/EmptyState'
import { formatDate } from '../../design-system/format'
import { Select } from '../../design-system/Select'
import { Skeleton } from '../../design-system/Skeleton'
import { StyledBody, StyledToolbar } from './Food.styles'
import { useGetFoodMenuQuery, useGetFoodSetupQuery, useListMealCategoriesQuery } from './foodApi'
import type { MealType } from './foodApi.gen'
import { MEAL_LABEL, weekdayLabel } from './labels'
import { MealOptionSwitches } from './MealOptionSwitches'
import { StyledMuted } from './Menu.styles'
import { MenuGrid } from './MenuGrid'

/** The day's menu in the address, so a shared link shows the same week. */
const DATE_FILTER = 'menu_date'

/**
 * The weekly menu in force on a chosen day (and the earlier menus, one per start date), each slot editable in a
 * side sheet from a day on; a new menu can copy a past week; switches say which meals each weekday serves.
 */
export function MenuTab({ list, propertyId }: { list: ListState; propertyId: number }) {
  const dispatch = useAppDispatch()
  const chosen = list.filters[DATE_FILTER]
  const date = typeof chosen === 'string' && chosen ? chosen : today()
  const menu = useGetFoodMenuQuery({ propertyId, date })
  const setup = useGetFoodSetupQuery({ id: propertyId })
  const categories = useListMealCategoriesQuery({ limit: 10 })

  const isLoading = menu.isLoading || setup.isLoading || categories.isLoading
  const failed = menu.isError || setup.isError || categories.isError
  const retry = () => {
    if (menu.isError) void menu.refetch()
    if (setup.isError) void setup.refetch()
    if (categories.isError) void categories.refetch()
  }
  const served: MealType[] = (setup.data?.data.meals ?? [])
    .filter((meal) => meal.is_enabled)
    .map((meal) => meal.meal_type)
  const versions = menu.data?.data.versions ?? []
  const from = menu.data?.data.effective_from ?? null

  const editCell = (weekDay: number, mealType: MealType) =>
    dispatch(
      panelPushed({
        kind: 'food/menu-cell',
        title: `${weekdayLabel(weekDay)} ${MEAL_LABEL[mealType].toLowerCase()}`,
        width: 560,
        props: { propertyId, weekDay, mealType, date },
      }),
    )
  const copyWeek = () =>
    dispatch(panelPushed({ kind: 'food/copy-week', title: 'Copy a week', width: 720, props: { propertyId } }))

  return (
    <>
      <StyledToolbar>
        <DateField
          label="Menu on"
          value={date}
          onChange={(value) => list.setFilters({ [DATE_FILTER]: value })}
        />
        <Select
          label="Menu version"
          disabled={versions.length === 0}
          placeholder={versions.length === 0 ? 'No menu yet' : undefined}
          options={versions.map((version) => ({
            value: version.effective_from,
            label: `Menu from ${formatDate(version.effective_from)}`,
          }))}
          value={from ?? ''}
          onChange={(event) => list.setFilters({ [DATE_FILTER]: event.target.value })}
        />
        <Button variant="secondary" onClick={copyWeek}>
          Copy a week
        </Button>
      </StyledToolbar>
      {isLoading && <Skeleton variant="rect" height={320} />}
      {!isLoading && failed && (
        <EmptyState
          title="The menu could not be loaded"
          headingLevel={3}
          action={<Button onClick={retry}>Try again</Button>}
        />
      )}
      {!isLoading && !failed && menu.data && setup.data && (
        <StyledBody>
          {!setup.data.data.is_enabled && (
            <StyledMuted role="note">
              The mess is off at this property: turn it on in the Setup tab.
            </StyledMuted>
          )}
          {served.length === 0 ? (
            <EmptyState
              title="No meals are served"
              description="Switch on breakfast, lunch, snacks or dinner in the Setup tab."
              headingLevel={3}
            />
          ) : (
            <>
              <StyledMuted>
                {from
                  ? `The menu from ${formatDate(from)} is in force on ${formatDate(date)}.`
                  : 'No menu yet: edit a meal to start one.'}
              </StyledMuted>
              <MenuGrid
                caption={`Weekly menu on ${formatDate(date)}`}
                entries={menu.data.data.entries}
                meals={served}
                onEdit={editCell}
              />
              <MealOptionSwitches
                propertyId={propertyId}
                entries={menu.data.data.entries}
                meals={served}
                categories={categories.data?.data.results ?? []}
              />
            </>
          )}
        </StyledBody>
      )}
    </>
  )
}
