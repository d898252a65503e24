import { removeSeededTemplate } from './seededTemplate'

export default removeSeededTemplate
