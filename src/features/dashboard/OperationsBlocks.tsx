import { Block } from './Block'
import type { Dashboard } from './dashboardApi'
import { count, mealLabel, percent } from './dashboardText'
import { Tile } from './Tile'
import { tileLinks, type LinkScope } from './tileLinks'

type Props = { dashboard: Dashboard; scope: LinkScope }

const beds = (value: number) => `${count(value)} ${value === 1 ? 'bed' : 'beds'}`

/** Bed-night occupancy of the period and the beds by status today. */
export function OccupancyBlock({ dashboard, scope }: Props) {
  const occupancy = dashboard.occupancy
  if (!occupancy) return null
  const to = tileLinks.occupancy(scope)
  return (
    <Block
      title="Occupancy"
      empty={occupancy.total_beds === 0 && 'No beds yet: add rooms and beds to a property.'}
    >
      <Tile
        label="Occupancy"
        value={percent(occupancy.occupancy_bps)}
        note={`${count(occupancy.occupied_bed_nights)} of ${count(occupancy.bed_nights - occupancy.blocked_bed_nights)} bed-nights`}
        to={to}
      />
      <Tile
        label="Occupied now"
        value={beds(occupancy.occupied_beds + occupancy.ending_beds)}
        note={`${percent(occupancy.occupied_now_bps)} of ${beds(occupancy.total_beds)}`}
        to={to}
      />
      <Tile label="Available" value={beds(occupancy.available_beds)} to={to} />
      <Tile label="Booked" value={beds(occupancy.booked_beds)} note="Move-in ahead" to={to} />
    </Block>
  )
}

/** Move-ins, move-outs and notices of the period; beds freeing up soon. */
export function MovementsBlock({ dashboard, scope }: Props) {
  const movements = dashboard.movements
  if (!movements) return null
  return (
    <Block title="Movements">
      <Tile
        label="Move-ins"
        value={count(movements.move_ins)}
        note="In the period"
        to={tileLinks.moveIns(scope)}
      />
      <Tile
        label="Move-outs"
        value={count(movements.move_outs)}
        note="In the period"
        to={tileLinks.moveOuts(scope)}
      />
      <Tile
        label="Notices given"
        value={count(movements.notices)}
        note={`${count(movements.on_notice)} on notice now`}
        to={tileLinks.notices(scope)}
      />
      <Tile
        label="Beds freeing in 7 days"
        value={count(movements.freeing_7_days)}
        to={tileLinks.freeing(scope, 7)}
      />
      <Tile
        label="Beds freeing in 30 days"
        value={count(movements.freeing_30_days)}
        to={tileLinks.freeing(scope, 30)}
      />
    </Block>
  )
}

/** Open complaints and those past their SLA. */
export function ComplaintsBlock({ dashboard, scope }: Props) {
  const complaints = dashboard.complaints
  if (!complaints) return null
  return (
    <Block title="Complaints">
      <Tile
        label="Open complaints"
        value={count(complaints.open)}
        note={`${count(complaints.in_progress)} being worked on`}
        to={tileLinks.openComplaints(scope)}
      />
      <Tile
        label="SLA breached"
        value={count(complaints.breached)}
        note={`${count(complaints.near_breach)} due soon`}
        to={tileLinks.complaintsBySla(scope, 'BREACHED')}
      />
      <Tile
        label="Resolved in the period"
        value={count(complaints.resolved)}
        to={tileLinks.resolvedComplaints(scope)}
      />
    </Block>
  )
}

/** The next meal's expected headcount. */
export function FoodBlock({ dashboard, scope }: Props) {
  const food = dashboard.food
  if (!food) return null
  const meal = food.next_meal
  return (
    <Block title="Food" empty={!meal && 'No meal is served next.'}>
      {meal && (
        <Tile
          label={`Next meal: ${mealLabel(meal.meal_type)}`}
          value={`${count(meal.expected)} plates`}
          note={`${count(meal.skipped)} skipped, ${count(meal.away)} away`}
          to={tileLinks.food(scope)}
        />
      )}
    </Block>
  )
}

/** Tonight's roll-call and the passes whose return is overdue. */
export function AttendanceBlock({ dashboard, scope }: Props) {
  const attendance = dashboard.attendance
  if (!attendance) return null
  return (
    <Block title="Attendance">
      <Tile
        label="Absent tonight"
        value={count(attendance.absent_tonight)}
        note="Without a pass"
        to={tileLinks.absentTonight(scope)}
      />
      <Tile
        label="Overdue passes"
        value={count(attendance.overdue)}
        note={`${count(attendance.out_now)} out now`}
        to={tileLinks.overduePasses(scope)}
      />
    </Block>
  )
}
