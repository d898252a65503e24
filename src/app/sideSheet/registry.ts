import type { ComponentType } from 'react'

/** What every panel component receives besides its own serializable props. */
export type SheetContentProps = { panelId: number }

/**
 * Loaders of panel components by kind. Each kind becomes its own chunk, fetched the first time a
 * panel of that kind opens. Props are the panel's serializable `props` from the store.
 */
export type SheetRegistry = Record<
  string,
  // Props differ by kind and come from the store as plain data, so the component type is erased here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  () => Promise<{ default: ComponentType<any> }>
>

/** The app's panel kinds. Features add their sheets here as they land. */
export const sheetRegistry: SheetRegistry = {
  'properties/property': () =>
    import(/* webpackChunkName: "sheet-property" */ '../../features/properties/PropertySheet'),
  'inventory/bed': () => import(/* webpackChunkName: "sheet-bed" */ '../../features/inventory/BedSheet'),
  'inventory/room': () => import(/* webpackChunkName: "sheet-room" */ '../../features/inventory/RoomSheet'),
  'inventory/rooms-bulk-edit': () =>
    import(/* webpackChunkName: "sheet-rooms-bulk-edit" */ '../../features/inventory/BulkRoomEditSheet'),
  'inventory/room-type': () =>
    import(/* webpackChunkName: "sheet-room-type" */ '../../features/inventory/RoomTypeSheet'),
  'inventory/add-inventory': () =>
    import(/* webpackChunkName: "sheet-add-inventory" */ '../../features/inventory/InventoryAddSheet'),
  'tenants/add': () =>
    import(/* webpackChunkName: "sheet-tenant-add" */ '../../features/tenants/AddTenantSheet'),
  'tenants/edit-profile': () =>
    import(/* webpackChunkName: "sheet-tenant-edit-profile" */ '../../features/tenants/EditProfileSheet'),
  'tenants/rent-terms': () =>
    import(/* webpackChunkName: "sheet-tenant-rent-terms" */ '../../features/tenants/RentTermsSheet'),
  'tenants/move-out': () =>
    import(/* webpackChunkName: "sheet-tenant-move-out" */ '../../features/tenants/MoveOutSheet'),
  'tenants/offboarding': () =>
    import(/* webpackChunkName: "sheet-tenant-offboarding" */ '../../features/tenants/OffboardingSheet'),
  'tenants/offboardings': () =>
    import(/* webpackChunkName: "sheet-tenant-offboardings" */ '../../features/tenants/OffboardingsSheet'),
  'tenants/token-requests': () =>
    import(/* webpackChunkName: "sheet-token-requests" */ '../../features/tenants/TokenRequestsSheet'),
  'tenants/token-request': () =>
    import(/* webpackChunkName: "sheet-token-request" */ '../../features/tenants/TokenRequestSheet'),
  /** Props `{ tenantId: number }`. */
  'tenants/transfer': () =>
    import(/* webpackChunkName: "sheet-tenant-transfer" */ '../../features/tenants/TransferSheet'),
  /** Props `{ tenantId: number; documentId: number }`. */
  'tenants/document-review': () =>
    import(/* webpackChunkName: "sheet-document-review" */ '../../features/tenants/DocumentReviewSheet'),
  /** Props `{ tenantIds: number[]; linkedBankId?: number | null }`: one resident or a selection. */
  'tenants/bank-link': () =>
    import(/* webpackChunkName: "sheet-bank-link" */ '../../features/tenants/BankLinkSheet'),
  'collections/collection': () =>
    import(/* webpackChunkName: "sheet-collection" */ '../../features/collections/CollectionSheet'),
  /** Props `{ tenantId?: number }`: without a tenant the sheet asks for one. */
  'collections/add-charge': () =>
    import(/* webpackChunkName: "sheet-add-charge" */ '../../features/collections/AddChargeSheet'),
  'transactions/transaction': () =>
    import(/* webpackChunkName: "sheet-transaction" */ '../../features/transactions/TransactionSheet'),
  'transactions/rent-qr': () =>
    import(/* webpackChunkName: "sheet-rent-qr" */ '../../features/transactions/RentQrSheet'),
  /** Props `{ staffId: number }`. */
  'staff/staff': () => import(/* webpackChunkName: "sheet-staff" */ '../../features/staff/StaffSheet'),
  /** Props `{ staffId?: number }`: without one the sheet adds a staff member. */
  'staff/form': () =>
    import(/* webpackChunkName: "sheet-staff-form" */ '../../features/staff/StaffFormSheet'),
  /** Props `{ propertyId: number; floorId: number; floorName: string; date: string }`. */
  'attendance/roll-call': () =>
    import(/* webpackChunkName: "sheet-roll-call" */ '../../features/attendance/RollCallSheet'),
  /** Props `{ outpassId: number }`. */
  'attendance/outpass': () =>
    import(/* webpackChunkName: "sheet-outpass" */ '../../features/attendance/OutpassSheet'),
  'attendance/raise-pass': () =>
    import(/* webpackChunkName: "sheet-raise-pass" */ '../../features/attendance/RaisePassSheet'),
  /** Props `{ propertyId: number }`. */
  'attendance/outpass-setup': () =>
    import(/* webpackChunkName: "sheet-outpass-setup" */ '../../features/attendance/OutpassSetupSheet'),
  /** Props `{ complaintId: number }`. */
  'complaints/complaint': () =>
    import(/* webpackChunkName: "sheet-complaint" */ '../../features/complaints/ComplaintSheet'),
  /** Props `{ propertyId?: number }`. */
  'complaints/raise': () =>
    import(/* webpackChunkName: "sheet-raise-complaint" */ '../../features/complaints/RaiseComplaintSheet'),
  /** Props `{ typeId: number }`. */
  'complaints/type': () =>
    import(/* webpackChunkName: "sheet-complaint-type" */ '../../features/complaints/ComplaintTypeSheet'),
  /** Props `{ vendorId?: number }`: without one the sheet adds a vendor. */
  'complaints/vendor': () =>
    import(/* webpackChunkName: "sheet-vendor" */ '../../features/complaints/VendorSheet'),
  /** Props `{ expenseId: number }`. */
  'expenses/expense': () =>
    import(/* webpackChunkName: "sheet-expense" */ '../../features/expenses/ExpenseSheet'),
  /** Props `{ expenseId?: number; propertyId?: number }`: without an expense the sheet adds one; a draft is recorded. */
  'expenses/form': () =>
    import(/* webpackChunkName: "sheet-expense-form" */ '../../features/expenses/ExpenseFormSheet'),
  /** Props `{ template?: ExpenseTemplate }`: without one the sheet adds a recurring expense. */
  'expenses/template': () =>
    import(/* webpackChunkName: "sheet-expense-template" */ '../../features/expenses/TemplateFormSheet'),
  /** Props `{ propertyId: number; weekDay: number; mealType: MealType; date: string }`. */
  'food/menu-cell': () =>
    import(/* webpackChunkName: "sheet-food-menu-cell" */ '../../features/food/MenuCellSheet'),
  /** Props `{ mealType?: MealType }`: the meal the new dish is ticked for. */
  'food/dish': () => import(/* webpackChunkName: "sheet-food-dish" */ '../../features/food/DishSheet'),
  /** Props `{ propertyId: number }`. */
  'food/copy-week': () =>
    import(/* webpackChunkName: "sheet-food-copy-week" */ '../../features/food/CopyWeekSheet'),
  /** Props `{ propertyId: number; date: string; mealType: MealType }`. */
  'food/meal-log': () =>
    import(/* webpackChunkName: "sheet-food-meal-log" */ '../../features/food/MealLogSheet'),
  /** Props `{ tenantId: number }`. */
  'food/resident': () =>
    import(/* webpackChunkName: "sheet-food-resident" */ '../../features/food/ResidentFoodSheet'),
  /** Props `{ propertyId: number; tenantIds: number[] }`. */
  'food/bulk-opt-in': () =>
    import(/* webpackChunkName: "sheet-food-bulk-opt-in" */ '../../features/food/BulkOptInSheet'),
  /** Props `{ rule: HouseRuleName; propertyId?: number; propertyName?: string }`: without a property, the default. */
  'settings/house-rule': () =>
    import(/* webpackChunkName: "sheet-house-rule" */ '../../features/settings/rules/RuleSheet'),
  /** Props `{ reportType: ReportTypeInfo }`. */
  'reports/generate': () =>
    import(/* webpackChunkName: "sheet-report-generate" */ '../../features/reports/GenerateReportSheet'),
  /** Props `{ reportId: number; title: string }`. */
  'reports/email': () =>
    import(/* webpackChunkName: "sheet-report-email" */ '../../features/reports/EmailReportSheet'),
}
