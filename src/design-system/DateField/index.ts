export { DateField, type DateFieldProps } from './DateField'
export { toIsoDate, parseIsoDate } from './isoDate'
