export { TextField, type TextFieldProps, type TextFieldType } from './TextField'
