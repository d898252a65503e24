import { toIsoDate } from '../../design-system/DateField'

/** Today as 'yyyy-MM-dd' in the browser's calendar. */
export const today = () => toIsoDate(new Date())
