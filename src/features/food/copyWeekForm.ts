import * as yup from 'yup'
import { formatDate } from '../../design-system/format'
import type { FoodMenuUpsertRequest } from './foodApi.gen'
import { nextMonday, shiftDays, weekDayOfDate } from './menuDates'

export type CopyWeekValues = { startOn: string; copyFrom: string }

/** Next Monday, copying the week that was in force seven days ago. */
export const copyWeekValues = (today: string): CopyWeekValues => ({
  startOn: nextMonday(shiftDays(today, 1)),
  copyFrom: shiftDays(today, -7),
})

export const copyWeekSchema = (today: string) =>
  yup.object({
    startOn: yup
      .string()
      .required('Choose the Monday the new menu starts')
      .test('monday', 'Choose a Monday', (value) => !value || weekDayOfDate(value) === 1)
      .test(
        'not-past',
        `Choose a Monday from today (${formatDate(today)}) on`,
        (value) => !value || value >= today,
      ),
    copyFrom: yup
      .string()
      .required('Choose a day of the week to copy')
      .test('past', 'Choose today or an earlier day', (value) => !value || value <= today),
  })

export const copyWeekRequest = (propertyId: number, values: CopyWeekValues): FoodMenuUpsertRequest => ({
  property_id: propertyId,
  effective_from: values.startOn,
  copy_from: values.copyFrom,
})
