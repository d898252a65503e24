export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './Button'
