import { http, HttpResponse } from 'msw'
import type {
  HouseRuleChangeRequest,
  HouseRuleEntry,
  HouseRuleRemoveRequest,
  HouseRuleVersion,
  HouseRulesOverview,
} from '../houseRulesApi.gen'

/** The stories' day: Sunday 22 Nov 2026 in Kolkata. */
export const STORY_TODAY = '2026-11-22'

const entry = (
  rule: HouseRuleEntry['rule'],
  value: HouseRuleEntry['value'],
  more: Partial<HouseRuleEntry> = {},
) => ({
  rule,
  value,
  source: 'default' as const,
  effective_from: '2000-01-01',
  upcoming: [],
  ...more,
})

const defaults: HouseRuleEntry[] = [
  entry('RENT_DUE_DAY', { rent_due_day: 5 }),
  entry('GRACE_DAYS', { grace_days: 5 }),
  entry('NOTICE_PERIOD', { notice_period_days: 30 }),
  entry('LOCK_IN', { lock_in_months: 3 }),
  entry('LATE_FEE', { late_fee_type: 'PER_DAY', late_fee_value: 5000 }),
  entry('CURFEW', { curfew_time: '22:00', late_grace_minutes: 15 }),
  entry('OUTPASS', {
    require_guardian_approval: false,
    lead_hours_day_outing: 0,
    lead_hours_night_out: 24,
    lead_hours_home_leave: 24,
    lead_hours_emergency: 0,
    monthly_quota: 4,
    auto_approve_outing_hours: 4,
    auto_skip_meals: true,
  }),
  entry('MEAL_CUTOFFS', {
    breakfast_cutoff_minutes: 630,
    lunch_cutoff_minutes: 180,
    snacks_cutoff_minutes: 120,
    dinner_cutoff_minutes: 180,
  }),
]

const withChanges = (changes: Partial<Record<HouseRuleEntry['rule'], Partial<HouseRuleEntry>>>) =>
  defaults.map((item) => ({ ...item, ...changes[item.rule] }))

export const overview: HouseRulesOverview = {
  date: STORY_TODAY,
  today: STORY_TODAY,
  defaults: withChanges({
    RENT_DUE_DAY: {
      upcoming: [{ effective_from: '2026-12-01', value: { rent_due_day: 7 }, source: 'default' }],
    },
  }),
  properties: [
    {
      property_id: 1,
      property_name: 'Sunrise Residency',
      rules: withChanges({
        RENT_DUE_DAY: {
          upcoming: [{ effective_from: '2026-12-01', value: { rent_due_day: 7 }, source: 'default' }],
        },
        NOTICE_PERIOD: {
          value: { notice_period_days: 15 },
          source: 'overridden',
          effective_from: '2026-10-01',
        },
      }),
    },
    {
      property_id: 2,
      property_name: 'Lakeview Girls Hostel',
      rules: withChanges({
        RENT_DUE_DAY: {
          upcoming: [{ effective_from: '2026-12-01', value: { rent_due_day: 7 }, source: 'default' }],
        },
        CURFEW: { value: { curfew_time: '21:30', late_grace_minutes: 10 }, source: 'overridden' },
      }),
    },
  ],
}

export const versions: HouseRuleVersion[] = [
  {
    id: 12,
    rule: 'NOTICE_PERIOD',
    property_id: 1,
    effective_from: '2026-10-01',
    since_the_start: false,
    value: { notice_period_days: 15 },
    previous_value: { notice_period_days: 30 },
    status: 'IN_FORCE',
    created_by_name: 'Ravi Kumar',
    created_at: '2026-09-20T06:30:00.000Z',
  },
  {
    id: 3,
    rule: 'NOTICE_PERIOD',
    property_id: 1,
    effective_from: '2000-01-01',
    since_the_start: true,
    value: { notice_period_days: 30 },
    previous_value: null,
    status: 'REPLACED',
    created_by_name: 'Settings before dated rules',
    created_at: '2026-09-01T06:30:00.000Z',
  },
]

/** What the stories sent, by operation. */
export const sent: {
  setDefault?: { rule: string; body: HouseRuleChangeRequest }
  setProperty?: { id: string; rule: string; body: HouseRuleChangeRequest }
  remove?: { id: string; rule: string; body: HouseRuleRemoveRequest }
} = {}

export function resetSent() {
  delete sent.setDefault
  delete sent.setProperty
  delete sent.remove
}

const version = (
  rule: string,
  propertyId: number | null,
  body: { effective_from: string },
  value: unknown,
) => ({
  data: {
    id: 40,
    rule,
    property_id: propertyId,
    effective_from: body.effective_from,
    since_the_start: false,
    value,
    previous_value: null,
    status: 'UPCOMING',
    created_by_name: 'Ravi Kumar',
    created_at: '2026-11-22T04:30:00.000Z',
  },
})

const BASE = '*/property/api/v1/operator/house_rules'

export const houseRuleHandlers = [
  http.get(BASE, () => HttpResponse.json({ data: overview })),
  http.get(`${BASE}/versions`, ({ request }) => {
    const url = new URL(request.url)
    const rule = url.searchParams.get('rule')
    const propertyId = url.searchParams.get('property_id')
    const results = versions.filter(
      (item) => item.rule === rule && String(item.property_id ?? '') === (propertyId ?? ''),
    )
    return HttpResponse.json({ data: { count: results.length, results } })
  }),
  http.put(`${BASE}/defaults/:rule`, async ({ request, params }) => {
    const body = (await request.json()) as HouseRuleChangeRequest
    sent.setDefault = { rule: String(params.rule), body }
    return HttpResponse.json(version(String(params.rule), null, body, body.value))
  }),
  http.put(`${BASE}/property/:id/:rule`, async ({ request, params }) => {
    const body = (await request.json()) as HouseRuleChangeRequest
    sent.setProperty = { id: String(params.id), rule: String(params.rule), body }
    return HttpResponse.json(version(String(params.rule), Number(params.id), body, body.value))
  }),
  http.post(`${BASE}/property/:id/:rule/remove`, async ({ request, params }) => {
    const body = (await request.json()) as HouseRuleRemoveRequest
    sent.remove = { id: String(params.id), rule: String(params.rule), body }
    return HttpResponse.json(version(String(params.rule), Number(params.id), body, null))
  }),
]

/** The server refusing a due day, as it answers a value of the wrong rule or out of its bounds. */
export const refusingDueDay = http.put(`${BASE}/defaults/:rule`, () =>
  HttpResponse.json(
    {
      message: 'Rent due day cannot be changed for now.',
      errors: [
        { field: 'body.value.rent_due_day', message: 'A due day after the 20th clashes with payroll.' },
      ],
    },
    { status: 400 },
  ),
)
