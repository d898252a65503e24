import { waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { allHandlers as attendanceHandlers, newSentLog } from '../features/attendance/storyHandlers'
import { REMARKS_LIMIT } from '../features/collections/RemarksSection'
import { listHandlers as collectionListHandlers } from '../features/collections/storyHandlers'
import { makeBeds } from '../features/inventory/fixtures'
import { boardHandlers } from '../features/inventory/storyHandlers'
import { listHandlers as tenantListHandlers } from '../features/tenants/storyHandlers'
import { staffHandlers } from '../features/staff/storyHandlers'
import { expenseHandlers } from '../features/expenses/storyHandlers'
import { complaintsHandlers } from '../features/complaints/storyHandlers'
import { USER_PICKER_LIMIT } from './core/people/UserPicker'
import { transactionHandlers } from '../features/transactions/storyHandlers'
import { api } from './core/api'
import { TOKEN_STORAGE_KEY, tokenStorage } from './core/session/tokenStorage'
import { makeStore } from './core/store'
import { prefetchSession } from './session/useSessionCheck'
import { setupMswServer } from '../testing/mswServer'
import { renderWithProviders } from '../testing/renderWithProviders'
import { sessionHandlers } from '../testing/sessionHandlers'
import AttendancePage from '../features/attendance/AttendancePage'
import CollectionsPage from '../features/collections/CollectionsPage'
import BedBoardPage from '../features/inventory/BedBoardPage'
import InventoryPage from '../features/inventory/InventoryPage'
import PropertiesPage from '../features/properties/PropertiesPage'
import StaffPage from '../features/staff/StaffPage'
import ExpensesPage from '../features/expenses/ExpensesPage'
import ComplaintsPage from '../features/complaints/ComplaintsPage'
import FoodAnalyticsPage from '../features/food/FoodAnalyticsPage'
import FoodPage from '../features/food/FoodPage'
import { menuHandlers, newMenuSentLog } from '../features/food/menuHandlers'
import { dayHandlers } from '../features/food/dayHandlers'
import { nextDay } from '../features/food/dayText'
import { emptyAnalyticsHandlers } from '../features/food/analyticsHandlers'
import { lastDays } from '../features/food/analytics/period'
import TenantsPage from '../features/tenants/TenantsPage'
import TransactionsPage from '../features/transactions/TransactionsPage'
import DashboardPage from '../features/dashboard/DashboardPage'
import { dashboardHandlers } from '../features/dashboard/storyHandlers'
import ReportsPage from '../features/reports/ReportsPage'
import { reportHandlers } from '../features/reports/storyHandlers'
import '../features/auth/authApi'

/**
 * Spec §7 to the letter: the calls the app makes, with the method, path version and query names and values the
 * spec gives. Screens are rendered as they are, so what is pinned is what their call sites send.
 */
const server = setupMswServer()

type Sent = { method: string; path: string; query: Record<string, string>; headers: Headers }
let sent: Sent[] = []

beforeEach(() => {
  sent = []
  localStorage.setItem(TOKEN_STORAGE_KEY, 'secret-token')
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    sent.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
    })
  })
})
afterEach(() => {
  server.events.removeAllListeners()
  localStorage.clear()
})

/** Everything the screen's handlers do not answer is a 404, which the screens survive. */
const rest = http.all('*', () => HttpResponse.json({ message: 'Not in this test' }, { status: 404 }))

const sentTo = (method: string, path: string) =>
  sent.filter((call) => call.method === method && call.path === path)

/** Waits until one of the requests to the call carried exactly this query (some follow the screen's first rows). */
async function expectCall(method: string, path: string, query: Record<string, unknown>) {
  await waitFor(() => expect(sentTo(method, path).map((call) => call.query)).toContainEqual(query))
}

/** Today in Asia/Kolkata, the calendar of the contract's dates. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())

type ScreenCase = {
  screen: string
  route: string
  at: string
  page: ReactElement
  handlers: Parameters<typeof server.use>
  calls: [method: string, path: string, query: Record<string, unknown>][]
}

const screens: ScreenCase[] = [
  {
    screen: 'properties',
    route: '/properties',
    at: '/properties',
    page: <PropertiesPage />,
    handlers: [],
    // Spec §3: property_type (all); §7: limit, offset, property_name, source, property_type.
    calls: [
      [
        'GET',
        '/property/api/v1/operator/property/list',
        { offset: '0', limit: '10', property_type: 'all', source: 'properties' },
      ],
    ],
  },
  {
    screen: 'inventory',
    route: '/occupancy/inventory',
    at: '/occupancy/inventory',
    page: <InventoryPage />,
    handlers: [],
    calls: [
      [
        'GET',
        '/property/api/v1/operator/property/list',
        { offset: '0', limit: '10', property_type: 'all', source: 'inventory' },
      ],
    ],
  },
  {
    screen: 'bed board',
    route: '/occupancy/inventory/:propertyId',
    at: '/occupancy/inventory/1',
    page: <BedBoardPage />,
    // More beds than the board's first answer holds, so that it asks for the whole board too.
    handlers: boardHandlers(makeBeds({ floors: 10, roomsPerFloor: 30 })),
    // Spec §7 (bed lookup): add_on DUES, status2 1,2,3,4, an icon set, and current_date today (yyyy-MM-dd); the
    // first beds with the same query and Roost's limit.
    calls: [
      [
        'GET',
        '/inventory/api/v1/operator/property/1/bed/list',
        { add_on: 'DUES', status2: '1,2,3,4', icon_v: '2', current_date: today() },
      ],
      [
        'GET',
        '/inventory/api/v1/operator/property/1/bed/list',
        { add_on: 'DUES', status2: '1,2,3,4', icon_v: '2', current_date: today(), limit: '200' },
      ],
      ['GET', '/dashboard/api/v1/operator/property/1/summary', {}],
    ],
  },
  {
    screen: 'tenants',
    route: '/occupancy/tenant',
    at: '/occupancy/tenant',
    page: <TenantsPage />,
    handlers: tenantListHandlers,
    // Spec §4: the tenant list type is active.
    calls: [['GET', '/onboarding/api/v1/operator/tenant/list', { offset: '0', limit: '10', type: 'active' }]],
  },
  {
    screen: 'collections',
    route: '/finance/collections',
    at: '/finance/collections',
    page: <CollectionsPage />,
    handlers: collectionListHandlers(30),
    // Spec §7: offset, limit, status, is_ticket_bifurcation_v2_required; the dashboard with filter_version=v3.
    calls: [
      [
        'GET',
        '/payment/api/v1/operator/collection/list',
        { offset: '0', limit: '100', status: 'due', is_ticket_bifurcation_v2_required: 'false' },
      ],
      ['GET', '/payment/api/v2/operator/collection/dashboard', { filter_version: 'v3' }],
    ],
  },
  {
    screen: 'transactions',
    route: '/finance/transactions',
    at: '/finance/transactions',
    page: <TransactionsPage />,
    handlers: transactionHandlers(),
    // Spec §7: the month filter (v1), then the v2 list with offset, limit and filter_version, for this month
    // (Asia/Kolkata).
    calls: [
      ['GET', '/payment/api/v1/transaction/filter', {}],
      [
        'GET',
        '/payment/api/v2/operator/collection/transactions/list',
        { offset: '0', limit: '10', filter_version: 'v3', month: today().slice(0, 7) },
      ],
      ['GET', '/payment/api/v1/operator/recorded/transaction/dashboard', { month: today().slice(0, 7) }],
    ],
  },
  {
    screen: 'attendance',
    route: '/services/attendance_and_outpass',
    at: '/services/attendance_and_outpass',
    page: <AttendancePage />,
    handlers: attendanceHandlers(newSentLog()),
    // Spec §9: a property picker reads 15; §7: the floor list with attendance_date (today, Asia/Kolkata).
    calls: [
      [
        'GET',
        '/property/api/v1/operator/property/list',
        { offset: '0', limit: '15', property_type: 'all', source: 'attendance' },
      ],
      ['GET', '/attendance/api/v1/operator/property/1/floor/list', { limit: '50', attendance_date: today() }],
    ],
  },
  {
    screen: 'outpass',
    route: '/services/attendance_and_outpass',
    at: '/services/attendance_and_outpass?tab=outpass',
    page: <AttendancePage />,
    handlers: attendanceHandlers(newSentLog()),
    calls: [
      ['GET', '/outpass/api/v1/operator/outpass/list', { offset: '0', limit: '10', property_ids: '1' }],
    ],
  },
  {
    screen: 'staff',
    route: '/services/staff',
    at: '/services/staff',
    page: <StaffPage />,
    handlers: staffHandlers(),
    // Spec §7: the staff list (typical limit 10); the property filter and multi-select read every property.
    calls: [
      ['GET', '/user/api/v1/operator/staff/list', { offset: '0', limit: '10' }],
      [
        'GET',
        '/property/api/v1/operator/property/list',
        { limit: '100', source: 'staff', property_type: 'all' },
      ],
    ],
  },
  {
    screen: 'staff collections',
    route: '/services/staff',
    at: '/services/staff?tab=collections',
    page: <StaffPage />,
    handlers: staffHandlers(),
    // Spec §7: the staff collection list, for this month (Asia/Kolkata) unless another period is chosen.
    calls: [
      [
        'GET',
        '/payment/api/v2/operator/staff/collection/list',
        { offset: '0', limit: '10', month: today().slice(0, 7) },
      ],
    ],
  },
  {
    screen: 'expenses',
    route: '/finance/expenses',
    at: '/finance/expenses',
    page: <ExpensesPage />,
    handlers: expenseHandlers(),
    // This month's recorded expenses (typical limit 10), the month's figures and every property for the filter.
    calls: [
      [
        'GET',
        '/expense/api/v1/operator/expense/list',
        { offset: '0', limit: '10', status: 'RECORDED', month: today().slice(0, 7) },
      ],
      ['GET', '/expense/api/v1/operator/expense/summary', { month: today().slice(0, 7) }],
      [
        'GET',
        '/property/api/v1/operator/property/list',
        { limit: '100', source: 'expenses', property_type: 'all' },
      ],
    ],
  },
  {
    screen: 'recurring expenses',
    route: '/finance/expenses',
    at: '/finance/expenses?tab=recurring',
    page: <ExpensesPage />,
    handlers: expenseHandlers(),
    calls: [['GET', '/expense/api/v1/operator/template/list', { offset: '0', limit: '10' }]],
  },
  {
    screen: 'complaints',
    route: '/services/complaints',
    at: '/services/complaints',
    page: <ComplaintsPage />,
    handlers: complaintsHandlers(),
    // Spec §7: the complaint list with status filter all (typical limit 10); every property for the filter.
    calls: [
      ['GET', '/complaint/api/v1/operator/complaint/list', { offset: '0', limit: '10', status: 'all' }],
      [
        'GET',
        '/property/api/v1/operator/property/list',
        { limit: '100', source: 'complaints', property_type: 'all' },
      ],
    ],
  },
  {
    screen: 'filtered complaints',
    route: '/services/complaints',
    at: '/services/complaints?property=3&search=tap',
    page: <ComplaintsPage />,
    handlers: complaintsHandlers(),
    // Spec §7 names the complaint list's queries property_ids and search_text.
    calls: [
      [
        'GET',
        '/complaint/api/v1/operator/complaint/list',
        { offset: '0', limit: '10', status: 'all', property_ids: '3', search_text: 'tap' },
      ],
    ],
  },
  {
    screen: 'vendors',
    route: '/services/complaints',
    at: '/services/complaints?tab=vendors',
    page: <ComplaintsPage />,
    handlers: complaintsHandlers(),
    calls: [['GET', '/complaint/api/v1/operator/vendor/list', { offset: '0', limit: '10' }]],
  },
  {
    screen: 'food analytics',
    route: '/food-management/analytics',
    at: '/food-management/analytics',
    page: <FoodAnalyticsPage />,
    handlers: emptyAnalyticsHandlers(),
    // The first food property (spec §9: pickers read 15) and its last 30 days to yesterday.
    calls: [
      [
        'GET',
        '/property/api/v1/operator/property/list',
        { offset: '0', limit: '15', source: 'food', property_type: 'all' },
      ],
      [
        'GET',
        '/food/api/v1/operator/analytics',
        {
          property_id: '1',
          from_date: lastDays(30, today()).fromDate,
          to_date: lastDays(30, today()).toDate,
        },
      ],
    ],
  },
  {
    screen: 'food menu',
    route: '/food-management',
    at: '/food-management?tab=menu',
    page: <FoodPage />,
    handlers: menuHandlers(newMenuSentLog()),
    // The menu in force today, the setup's served meals (the grid's columns) and the meal categories.
    calls: [
      ['GET', '/food/api/v1/operator/food_menu', { property_id: '1', date: today() }],
      ['GET', '/food/api/v1/operator/setup/1', {}],
      ['GET', '/food/api/v1/operator/meal_category/list', { limit: '10' }],
    ],
  },
  {
    screen: 'food setup',
    route: '/food-management',
    at: '/food-management?tab=setup',
    page: <FoodPage />,
    handlers: menuHandlers(newMenuSentLog()),
    calls: [['GET', '/food/api/v1/operator/setup/1', {}]],
  },
  {
    screen: 'food today',
    route: '/food-management',
    at: '/food-management?tab=today',
    page: <FoodPage />,
    handlers: dayHandlers(),
    // Today's and tomorrow's meals of the first food property.
    calls: [
      ['GET', '/food/api/v1/operator/headcount', { property_id: '1', date: today() }],
      ['GET', '/food/api/v1/operator/headcount', { property_id: '1', date: nextDay(today()) }],
    ],
  },
  {
    screen: 'food residents',
    route: '/food-management',
    at: '/food-management?tab=residents',
    page: <FoodPage />,
    handlers: dayHandlers(),
    calls: [['GET', '/food/api/v1/operator/tenant/list', { offset: '0', limit: '10', property_id: '1' }]],
  },
  {
    screen: 'dashboard',
    route: '/dashboard',
    at: '/dashboard',
    page: <DashboardPage />,
    handlers: dashboardHandlers(),
    // Spec §7: the dashboard with its filters and data_modules (the trends apart), and its filter groups.
    calls: [
      [
        'GET',
        '/dashboard/api/v1/operator/',
        {
          data_modules:
            'occupancy,collections,dues_ageing,movements,complaints,expenses,food,staff,attendance',
          period: 'this_month',
        },
      ],
      ['GET', '/dashboard/api/v1/operator/', { data_modules: 'trends' }],
      ['GET', '/dashboard/api/v1/operator/dashboard/filter', {}],
    ],
  },
  {
    screen: 'reports',
    route: '/reports',
    at: '/reports',
    page: <ReportsPage />,
    handlers: reportHandlers(),
    // Spec §7 and §9: the report list 20 at a time, its e-mails, and the catalogue (paths chosen by Roost).
    calls: [
      ['GET', '/report/api/v1/operator/report/list', { offset: '0', limit: '20' }],
      ['GET', '/report/api/v1/operator/report/email/list', { offset: '0', limit: '20' }],
      ['GET', '/report/api/v1/operator/report/type/list', {}],
    ],
  },
]

describe.each(screens)('the $screen screen', ({ route, at, page, handlers, calls }) => {
  it.each(calls)('sends %s %s with the query of spec §7', async (method, path, query) => {
    server.use(...sessionHandlers, ...handlers, rest)
    renderWithProviders(
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={route} element={page} />
        </Routes>
      </MemoryRouter>,
    )
    await expectCall(method, path, query)
  })
})

describe('the session check', () => {
  it('asks for the profile, and the module flags expense and complaint', async () => {
    server.use(...sessionHandlers, rest)
    tokenStorage.rememberUserId(7)
    prefetchSession(makeStore().dispatch)
    await expectCall('GET', '/user/api/v1/user_detail', {})
    await expectCall('GET', '/user/api/v1/operator/module/content_type/operatoruser/object_id/7/list', {
      module_type: 'expense,complaint',
    })
  })
})

/**
 * The remaining §7 calls the app makes, each through its endpoint: the method and the path, version included.
 * Endpoints live in one root, so they are looked up by name here and given a minimal argument.
 */
const endpointCalls: [endpoint: string, method: string, url: string, arg: Record<string, unknown>][] = [
  [
    'sendOtpByCall',
    'GET',
    '/access/api/v1/otp/call?phone_number=9845012345&dial_code=%2B91',
    { phoneNumber: '9845012345', dialCode: '+91' },
  ],
  [
    'validateOtp',
    'POST',
    '/access/api/v1/otp/validate/abc',
    { id: 'abc', otpValidateRequest: { otp: '1234' } },
  ],
  ['signupOperator', 'POST', '/access/api/v1/operator/signup', { signupRequest: {} }],
  ['getCollection', 'GET', '/payment/api/v1/operator/collection/5/details', { id: 5 }],
  ['getTransaction', 'GET', '/payment/api/v2/operator/transaction/5/details', { id: 5 }],
  ['getRentQrTransaction', 'GET', '/payment/api/v1/operator/rentqr/transaction/5/details', { id: 5 }],
  ['listRentQrTransactions', 'GET', '/payment/api/v1/operator/rentqr/transactions/list', {}],
  [
    'bulkMarkCollectionsPaid',
    'POST',
    '/payment/api/v1/operator/collection/bulk_mark_paid',
    { bulkMarkPaidRequest: { collection_ids: [5] } },
  ],
  [
    'markCollectionPaid',
    'POST',
    '/payment/api/v1/operator/collection/5/mark_paid',
    { id: 5, markPaidRequest: {} },
  ],
  ['remindAllCollections', 'GET', '/payment/api/v1/operator/collection/all/remind', {}],
  ['remindCollection', 'GET', '/payment/api/v1/operator/collection/5/remind', { id: 5 }],
  ['getCollectionReceipt', 'GET', '/payment/api/v1/operator/collection/5/receipt', { id: 5 }],
  [
    'editCollection',
    'PUT',
    '/payment/api/v2/operator/collection/5/edit',
    { id: 5, collectionEditRequest: {} },
  ],
  [
    'createRentPaymentTicket',
    'POST',
    '/payment/api/v1/operator/payment_ticket/create',
    { rentPaymentTicketCreateRequest: { tenant_id: 1 } },
  ],
  [
    'createOtherPaymentTicket',
    'POST',
    '/payment/api/v2/operator/payment_ticket/create',
    { otherPaymentTicketCreateRequest: { tenant_id: 1 } },
  ],
  ['createTokenPaymentLink', 'POST', '/payment/api/v1/operator/token/5/payment_link', { id: 5 }],
  ['createCollectionPaymentLink', 'POST', '/payment/api/v1/operator/5/payment_link', { id: 5 }],
  [
    'uploadPaymentProof',
    'POST',
    '/payment/api/v1/operator/5/payment-proof',
    { id: 5, paymentProofUploadRequest: {} },
  ],
  ['deleteCollection', 'DELETE', '/payment/api/v1/operator/5/delete', { id: 5 }],
  [
    'deleteTransaction',
    'PUT',
    '/payment/api/v1/operator/delete/transaction/5',
    { id: 5, transactionActionRequest: {} },
  ],
  ['getTenantBankDetails', 'GET', '/payment/api/v1/operator/bank_details?tenant_id=9', { tenantId: 9 }],
  ['getProperty', 'GET', '/property/api/v1/operator/property/3', { id: 3 }],
  [
    'updateProperty',
    'PUT',
    '/property/api/v1/operator/property/update/3',
    { id: 3, propertyUpdateRequest: {} },
  ],
  [
    'getAgreementTerms',
    'GET',
    '/property/api/v1/operator/agreement?room_id=4&bed_id=6',
    { roomId: 4, bedId: 6 },
  ],
  [
    'changeRoomFeatures',
    'POST',
    '/property/api/v1/operator/room_feature/add_update_remove',
    { roomFeatureChangeRequest: {} },
  ],
  ['getBedDetails', 'GET', '/inventory/api/v1/operator/bed/6/details', { id: 6 }],
  [
    'getBedAvailability',
    'GET',
    '/inventory/api/v1/operator/bed/6/availability?from_date=2026-04-01&to_date=2026-04-30',
    { id: 6, fromDate: '2026-04-01', toDate: '2026-04-30' },
  ],
  [
    'createBedAllotment',
    'POST',
    '/inventory/api/v1/operator/bed/6/allotment',
    { id: 6, allotmentCreateRequest: {} },
  ],
  [
    'unlinkAllotment',
    'POST',
    '/inventory/api/v1/operator/allotment/6/unlink',
    { id: 6, allotmentUnlinkRequest: {} },
  ],
  [
    'editRooms',
    'PUT',
    '/inventory/api/v1/operator/room/multiple_edit',
    { roomMultipleEditRequest: { room_id_list: [4] } },
  ],
  ['toggleRoom', 'POST', '/inventory/api/v1/operator/room/4/toggle', { id: 4, roomToggleRequest: {} }],
  ['updateRoom', 'PUT', '/inventory/api/v1/operator/room/4', { id: 4, roomUpdateRequest: {} }],
  [
    'editPropertyInventory',
    'POST',
    '/inventory/api/v1/operator/property/3/inventory/edit',
    { id: 3, inventoryEditRequest: {} },
  ],
  [
    'createRoomType',
    'POST',
    '/inventory/api/v1/operator/room_type',
    { roomTypeCreateRequest: { property_id: 3 } },
  ],
  ['listFloors', 'GET', '/inventory/api/v1/operator/property/3/floor/list', { id: 3 }],
  ['addTenant', 'POST', '/onboarding/api/v1/operator/tenant/add', { tenantAddRequest: {} }],
  ['listPlacementRooms', 'GET', '/onboarding/api/v1/operator/3/rooms', { id: 3 }],
  [
    'createRentAgreement',
    'POST',
    '/onboarding/api/v1/operator/9/new/rent/agreement',
    { id: 9, rentAgreementCreateRequest: {} },
  ],
  ['getChecklistFilters', 'GET', '/onboarding/api/v1/operator/checklist/filters', {}],
  ['listOffboardings', 'GET', '/offboarding/api/v1/operator/tenant/list', {}],
  [
    'getTenantOffboardingDetail',
    'GET',
    '/offboarding/api/v2/operator/tenant_offboarding_detail?tenant_id=9',
    { tenantId: 9 },
  ],
  [
    'forecastOffboarding',
    'POST',
    '/offboarding/api/v3/operator/offboarding/tenant/forecast',
    { offboardingForecastRequest: {} },
  ],
  [
    'raiseOffboarding',
    'POST',
    '/offboarding/api/v3/operator/raise/offboarding',
    { offboardingRaiseRequest: {} },
  ],
  ['getOffboarding', 'GET', '/offboarding/api/v2/operator/offboarding/8/details', { id: 8 }],
  [
    'editOffboarding',
    'PUT',
    '/offboarding/api/v2/operator/offboarding/edit/8',
    { id: 8, offboardingEditRequest: { action: 'REJECT' } },
  ],
  [
    'completeOffboarding',
    'POST',
    '/offboarding/api/v1/operator/tenant/offboard',
    { offboardingCompleteRequest: {} },
  ],
  ['getTenantDetails', 'GET', '/user/api/v1/operator/tenant/details/9', { id: 9 }],
  ['getTenantRoomDetails', 'GET', '/user/api/v1/operator/9/room_details', { id: 9 }],
  [
    'listCollectionRemarks',
    'GET',
    '/payment/api/v1/operator/5/remark/list?limit=20',
    { id: 5, limit: REMARKS_LIMIT },
  ],
  [
    'markAttendance',
    'POST',
    '/attendance/api/v1/operator/attendance/3',
    { id: 3, attendanceMarkRequest: { attendance_date: '2026-11-24', floor_id: 11, entries: [] } },
  ],
  ['getOutpass', 'GET', '/outpass/api/v1/operator/outpass/8/details', { id: 8 }],
  ['createStaff', 'POST', '/user/api/v1/operator/staff/create', { staffCreateRequest: {} }],
  ['updateStaff', 'PUT', '/user/api/v1/operator/staff/edit/4', { id: 4, staffUpdateRequest: {} }],
  ['deleteStaff', 'DELETE', '/user/api/v1/operator/staff/delete/4', { id: 4 }],
  ['addExpense', 'POST', '/expense/api/v1/operator/expense/add', { expenseCreateRequest: {} }],
  ['getExpense', 'GET', '/expense/api/v1/operator/expense/4/details', { id: 4 }],
  ['updateExpense', 'PUT', '/expense/api/v1/operator/expense/4/update', { id: 4, expenseUpdateRequest: {} }],
  [
    'deleteExpense',
    'DELETE',
    '/expense/api/v1/operator/expense/4/delete',
    { id: 4, expenseVoidRequest: { reason: 'Entered twice' } },
  ],
  ['listUsers', 'GET', '/user/api/v1/operator/user/list?limit=15', { limit: USER_PICKER_LIMIT }],
  [
    'getComplaint',
    'GET',
    '/complaint/api/v1/operator/complaint/5/details?activity_list_version=v3',
    { id: 5, activityListVersion: 'v3' },
  ],
  [
    'updateComplaint',
    'PUT',
    '/complaint/api/v1/operator/complaint/5/update',
    { id: 5, complaintUpdateRequest: { comment: 'Plumber called' } },
  ],
  [
    'applyOutpassAction',
    'POST',
    '/outpass/api/v1/operator/action/8',
    { id: 8, outpassActionRequest: { action: 'APPROVE' } },
  ],
  [
    'setupOutpass',
    'POST',
    '/outpass/api/v1/operator/setup/3',
    { id: 3, outpassSetupRequest: { curfew_time: '22:00' } },
  ],
  [
    'generateReport',
    'POST',
    '/report/api/v1/operator/report/get',
    { reportJobRequest: { report_type: 'RENT_ROLL', format: 'CSV' } },
  ],
]

type AnyEndpoint = { initiate: (arg: unknown) => Parameters<ReturnType<typeof makeStore>['dispatch']>[0] }

describe('every other call of spec §7 the app makes', () => {
  it.each(endpointCalls)('%s is %s %s', async (name, method, url, arg) => {
    server.use(rest)
    // The features' enhancers injected these into the one root; its static type knows none of them.
    const endpoints = api.endpoints as unknown as Record<string, AnyEndpoint | undefined>
    const endpoint = endpoints[name]
    expect(endpoint).toBeDefined()
    const store = makeStore()
    void store.dispatch(endpoint!.initiate(arg))
    const [path, search = ''] = url.split('?')
    await expectCall(method, path, Object.fromEntries(new URLSearchParams(search)))
  })

  it('sendOtp sends the country code and iso headers (spec §7)', async () => {
    server.use(rest)
    const endpoints = api.endpoints as unknown as Record<string, AnyEndpoint>
    void makeStore().dispatch(
      endpoints.sendOtp.initiate({ 'X-Country-Code': '+91', 'X-Country-Iso': 'IN', phone: '9845012345' }),
    )
    await waitFor(() => expect(sentTo('GET', '/access/api/v1/otp/9845012345')).toHaveLength(1))
    const { headers } = sentTo('GET', '/access/api/v1/otp/9845012345')[0]
    expect([headers.get('X-Country-Code'), headers.get('X-Country-Iso')]).toEqual(['+91', 'IN'])
    expect([headers.get('X-User-Type'), headers.get('X-Source')]).toEqual(['operator', 'desktop'])
    expect(headers.get('Authorization')).toBe('Token secret-token')
  })
})
