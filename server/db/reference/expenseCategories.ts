/**
 * Expense categories of an Indian PG (notes/domain.md §9, notes/verticals.md §5), grouped for the month's figures.
 * MESS is what food analytics divides by plates served. `tdsSection`: the TDS section a payment may fall under.
 */
export const EXPENSE_CATEGORIES = [
  { code: 'LEASE_RENT', name: 'Lease rent to landlord', group: 'PROPERTY', tdsSection: '194I' },
  { code: 'PROPERTY_TAX', name: 'Property tax', group: 'PROPERTY', tdsSection: null },
  { code: 'REPAIRS_MAINTENANCE', name: 'Repairs and maintenance', group: 'PROPERTY', tdsSection: '194C' },
  { code: 'FURNITURE_FIXTURES', name: 'Furniture and fixtures', group: 'PROPERTY', tdsSection: null },
  { code: 'ELECTRICITY', name: 'Electricity', group: 'UTILITIES', tdsSection: null },
  { code: 'WATER', name: 'Water and water tanker', group: 'UTILITIES', tdsSection: null },
  { code: 'DG_DIESEL', name: 'DG diesel', group: 'UTILITIES', tdsSection: null },
  { code: 'INTERNET', name: 'Internet and Wi-Fi', group: 'UTILITIES', tdsSection: null },
  { code: 'SALARIES', name: 'Staff salaries', group: 'STAFF', tdsSection: null },
  { code: 'KITCHEN_SALARIES', name: 'Cook and kitchen staff salaries', group: 'MESS', tdsSection: null },
  { code: 'GROCERIES', name: 'Groceries and vegetables', group: 'MESS', tdsSection: null },
  { code: 'MILK', name: 'Milk and dairy', group: 'MESS', tdsSection: null },
  { code: 'LPG', name: 'LPG cylinders', group: 'MESS', tdsSection: null },
  { code: 'HOUSEKEEPING', name: 'Housekeeping and cleaning supplies', group: 'SERVICES', tdsSection: '194C' },
  { code: 'SECURITY', name: 'Security services', group: 'SERVICES', tdsSection: '194C' },
  { code: 'PEST_CONTROL', name: 'Pest control', group: 'SERVICES', tdsSection: '194C' },
  { code: 'LAUNDRY', name: 'Laundry', group: 'SERVICES', tdsSection: '194C' },
  { code: 'LICENCES', name: 'Licences and registrations', group: 'ADMIN', tdsSection: null },
  { code: 'MARKETING', name: 'Marketing and listings', group: 'ADMIN', tdsSection: null },
  { code: 'OFFICE', name: 'Office and stationery', group: 'ADMIN', tdsSection: null },
  { code: 'OTHER', name: 'Other', group: 'OTHER', tdsSection: null },
] as const
