import { generatedApi, type ActivityEntity, type ActivityEntry } from './activityApi.gen'

/** The fields of the contract's PropertyListItem the log's property filter shows. */
export type ActivityPropertyOption = { id: number; property_name: string }
type ActivityPropertyOptionPage = { data: { count: number; results: ActivityPropertyOption[] } }

/**
 * The activity slice. Writes elsewhere do not invalidate it (they live in other slices), so screens read it with
 * `refetchOnMountOrArgChange`: the log and a record's History are fresh each time they open.
 */
export const activityApi = generatedApi.injectEndpoints({
  endpoints: (build) => ({
    listActivityPropertyOptions: build.query<ActivityPropertyOptionPage, undefined>({
      query: () => ({
        url: '/property/api/v1/operator/property/list',
        params: { limit: 100, source: 'activity', property_type: 'all' },
      }),
    }),
  }),
})

export const {
  useListActivityQuery,
  useLazyListActivityQuery,
  useGetRecordHistoryQuery,
  useListActivityPropertyOptionsQuery,
} = activityApi

export type { ActivityEntity, ActivityEntry }

/** The kinds of record, as an operator names them. */
export const ENTITY_LABELS: Record<ActivityEntity, string> = {
  collection: 'Collection',
  transaction: 'Payment',
  tenant: 'Tenant',
  allotment: 'Allotment',
  token_request: 'Booking',
  bed: 'Bed',
  room: 'Room',
  offboarding: 'Move-out',
  expense: 'Expense',
  complaint: 'Complaint',
  cash_handover: 'Cash handover',
  operator: 'Business profile',
  module: 'Module',
  bank_account: 'Bank account',
  payment_settings: 'Payment settings',
  house_rule: 'House rule',
  property: 'Property',
}

/** Each logged operation in words; one not listed reads as its operationId split into words. */
export const OPERATION_LABELS: Record<string, string> = {
  markCollectionPaid: 'Marked paid',
  bulkMarkCollectionsPaid: 'Marked paid in bulk',
  editCollection: 'Edited a collection',
  deleteCollection: 'Deleted a collection',
  createRentPaymentTicket: 'Added a rent charge',
  createOtherPaymentTicket: 'Added an other charge',
  createOffboardedCollection: 'Charged a move-out settlement',
  deleteTransaction: 'Deleted a payment',
  revertTransaction: 'Reverted a payment',
  chargeComplaintToResident: 'Charged a repair to a resident',
  postComplaintExpense: 'Posted a repair as an expense',
  addExpense: 'Recorded an expense',
  updateExpense: 'Edited an expense',
  deleteExpense: 'Voided an expense',
  createCashHandover: 'Recorded a cash handover',
  applyCashHandoverAction: 'Moved a cash handover',
  createBedAllotment: 'Allotted a bed',
  unlinkAllotment: 'Unlinked an allotment',
  addTenant: 'Moved a tenant in',
  updateTenantDetails: 'Changed stay terms',
  updateTenantRoomDetails: 'Moved a tenant to another bed',
  updateTokenRequest: 'Changed a booking',
  rejectTokenRequest: 'Rejected a booking',
  raiseOffboarding: 'Raised a move-out',
  editOffboarding: 'Changed a move-out',
  completeOffboarding: 'Moved a tenant out',
  toggleRoom: 'Opened or closed a room',
  updateRoom: 'Edited a room',
  editRooms: 'Edited rooms',
  editPropertyInventory: 'Added floors and rooms',
  updateBusinessProfile: 'Changed the business profile',
  setOperatorModule: 'Switched a module',
  createBankAccount: 'Added a bank account',
  updateBankAccount: 'Edited a bank account',
  makeBankAccountDefault: 'Made a bank account the default',
  deactivateBankAccount: 'Deactivated a bank account',
  activateBankAccount: 'Activated a bank account',
  updatePaymentSettings: 'Changed payment settings',
  setDefaultHouseRule: 'Changed a default house rule',
  setPropertyHouseRule: 'Changed a property’s house rule',
  removePropertyHouseRule: 'Removed a property’s house rule',
  system: 'Made by Roost',
}

/** `markCollectionPaid` → "Marked paid"; an unknown operation → "Some operation" from its camelCase. */
export function operationLabel(operation: string): string {
  const known = OPERATION_LABELS[operation]
  if (known) return known
  const words = operation
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()
    .trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** "Collection #12": the record an entry names, as the log's Record column and its CSV show it. */
export const recordLabel = (entity: ActivityEntity, id: string) => `${ENTITY_LABELS[entity]} #${id}`

/** A field name in words: `balance_paise` → "Balance", `move_out_date` → "Move out date". */
export function fieldLabel(field: string): string {
  const words = field.replace(/_paise$/, '').replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A changed value as text: money fields (`*_paise`) in rupees, lists joined, nothing as "—". */
export function changeValue(field: string, value: unknown, format: (paise: number) => string): string {
  if (value === null || value === undefined) return '—'
  if (field.endsWith('_paise') && typeof value === 'number') return format(value)
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  return JSON.stringify(value)
}

/** Each changed field of an entry: its label and the values before and after, money formatted. */
export function changesOf(entry: Pick<ActivityEntry, 'before' | 'after'>, format: (paise: number) => string) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])]
  return fields.map((field) => ({
    field,
    label: fieldLabel(field),
    before: entry.before ? changeValue(field, entry.before[field], format) : '—',
    after: entry.after ? changeValue(field, entry.after[field], format) : '—',
  }))
}
