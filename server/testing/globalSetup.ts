import { createSeededTemplate } from './seededTemplate'

/** Jest's global setup for the server tests: seed the demo data once for every test server to copy. */
export default createSeededTemplate
