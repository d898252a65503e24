import type { Migration } from 'kysely'
import * as initial from './0001_initial'
import * as referenceData from './0002_reference_data'
import * as inventory from './0003_inventory'
import * as tenants from './0004_tenants'
import * as collections from './0005_collections'
import * as collectionFilterCounts from './0006_collection_filter_counts'
import * as rentTerms from './0007_rent_terms'
import * as documentReview from './0008_document_review'
import * as staff from './0009_staff'
import * as attendance from './0010_attendance'
import * as complaintsExpenses from './0011_complaints_expenses'
import * as food from './0012_food'
import * as reports from './0013_reports'
import * as activityLog from './0014_activity_log'
import * as settings from './0015_settings'
import * as houseRules from './0016_house_rules'
import * as referenceDataOwn from './0017_reference_data'
import * as activitySubjects from './0018_activity_subjects'
import * as rowSecurity from './0019_row_security'
import * as operatorDataVersions from './0020_operator_data_versions'
import * as otpSends from './0021_otp_sends'
import * as reportHeartbeats from './0022_report_heartbeats'
import * as boardOrder from './0023_board_order'

/** Every migration, keyed by a name that sorts in the order they must run. Append only. */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_reference_data': referenceData,
  '0003_inventory': inventory,
  '0004_tenants': tenants,
  '0005_collections': collections,
  '0006_collection_filter_counts': collectionFilterCounts,
  '0007_rent_terms': rentTerms,
  '0008_document_review': documentReview,
  '0009_staff': staff,
  '0010_attendance': attendance,
  '0011_complaints_expenses': complaintsExpenses,
  '0012_food': food,
  '0013_reports': reports,
  '0014_activity_log': activityLog,
  '0015_settings': settings,
  '0016_house_rules': houseRules,
  '0017_reference_data': referenceDataOwn,
  '0018_activity_subjects': activitySubjects,
  '0019_row_security': rowSecurity,
  '0020_operator_data_versions': operatorDataVersions,
  '0021_otp_sends': otpSends,
  '0022_report_heartbeats': reportHeartbeats,
  '0023_board_order': boardOrder,
}
