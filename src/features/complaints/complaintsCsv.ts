import { paiseToCsvRupees, toCsv, type CsvColumn } from '../../app/core/csv'
import { RECORD_KIND_LABELS, VENDOR_SERVICE_LABELS } from '../../app/core/vendors/vendorLabels'
import type { Complaint, Vendor } from './complaintsApi'
import { PRIORITY_BADGES, SLA_BADGES, STATUS_BADGES } from './complaintText'

const COMPLAINT_COLUMNS: CsvColumn<Complaint>[] = [
  { header: 'Ticket', value: (row) => row.ticket_number },
  { header: 'Title', value: (row) => row.title },
  { header: 'Property', value: (row) => row.property_name },
  { header: 'Room', value: (row) => row.room_name ?? '' },
  { header: 'Resident', value: (row) => row.tenant_name ?? '' },
  { header: 'Type', value: (row) => row.type_name },
  { header: 'Priority', value: (row) => PRIORITY_BADGES[row.priority].label },
  { header: 'Status', value: (row) => STATUS_BADGES[row.status].label },
  { header: 'SLA', value: (row) => SLA_BADGES[row.sla_state]?.label ?? '' },
  { header: 'Assignee', value: (row) => row.assignee_name ?? '' },
  { header: 'Raised at', value: (row) => row.raised_at },
  { header: 'Due at', value: (row) => row.due_at ?? '' },
  { header: 'Resolved at', value: (row) => row.resolved_at ?? '' },
  { header: 'Age (hours)', value: (row) => row.age_hours },
  { header: 'Reopened', value: (row) => row.reopen_count },
  { header: 'Repeat', value: (row) => (row.is_repeat ? 'Yes' : 'No') },
  { header: 'Cost (₹)', value: (row) => (row.cost_paise === null ? '' : paiseToCsvRupees(row.cost_paise)) },
  { header: 'Paid by', value: (row) => row.cost_paid_by ?? '' },
]

const VENDOR_COLUMNS: CsvColumn<Vendor>[] = [
  { header: 'Name', value: (row) => row.name },
  {
    header: 'Services',
    value: (row) => row.services.map((service) => VENDOR_SERVICE_LABELS[service]).join('; '),
  },
  { header: 'Used for', value: (row) => row.record_kinds.map((kind) => RECORD_KIND_LABELS[kind]).join('; ') },
  { header: 'Phone', value: (row) => row.phone_number },
  { header: 'Contact', value: (row) => row.contact_name ?? '' },
  { header: 'Email', value: (row) => row.email ?? '' },
  { header: 'GSTIN', value: (row) => row.gstin ?? '' },
  { header: 'PAN', value: (row) => row.pan ?? '' },
  { header: 'UPI id', value: (row) => row.upi_id ?? '' },
  { header: 'Bank account', value: (row) => row.bank_account_number ?? '' },
  { header: 'IFSC', value: (row) => row.bank_ifsc ?? '' },
  { header: 'Active', value: (row) => (row.is_active ? 'Yes' : 'No') },
  { header: 'Complaints', value: (row) => row.complaint_count },
  { header: 'Expenses', value: (row) => row.expense_count },
]

export const complaintsCsv = (rows: readonly Complaint[]) => toCsv(COMPLAINT_COLUMNS, rows)
export const vendorsCsv = (rows: readonly Vendor[]) => toCsv(VENDOR_COLUMNS, rows)
