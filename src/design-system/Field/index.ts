export {
  Field,
  useFieldIds,
  type FieldProps,
  type FieldOwnProps,
  type FieldControlProps,
  type FieldIds,
  type FieldLayout,
  type FieldLabelVisibility,
} from './Field'
export { controlBox } from './Field.styles'
