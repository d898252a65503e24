export { DateField, type DateFieldProps } from './DateField'
export { toIsoDate, parseIsoDate, ISO_DATE_FORMAT } from './isoDate'
