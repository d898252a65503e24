export { Checkbox, type CheckboxProps } from './Checkbox'
export { bareCheckbox } from './Checkbox.styles'
