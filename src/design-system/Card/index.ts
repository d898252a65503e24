export { Card, type CardProps, type CardPadding } from './Card'
