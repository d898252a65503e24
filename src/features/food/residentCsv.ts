import type { CsvColumn } from '../../app/core/csv'
import type { FoodTenant } from './foodApi.gen'
import { DIET_LABEL, MEAL_LABEL } from './labels'

/** The residents' list as exported: one row per resident with their opt-in. */
export const RESIDENT_CSV_COLUMNS: CsvColumn<FoodTenant>[] = [
  { header: 'Resident', value: (row) => row.name },
  { header: 'Property', value: (row) => row.property_name },
  { header: 'Room', value: (row) => row.room_name ?? '' },
  { header: 'Bed', value: (row) => row.bed_name ?? '' },
  { header: 'Food', value: (row) => (row.is_active ? 'On' : 'Off') },
  { header: 'Meals', value: (row) => row.meal_types.map((meal) => MEAL_LABEL[meal]).join('; ') },
  { header: 'Diet', value: (row) => (row.diet ? DIET_LABEL[row.diet] : '') },
  { header: 'From', value: (row) => row.start_date ?? '' },
  { header: 'Until', value: (row) => row.end_date ?? '' },
]
