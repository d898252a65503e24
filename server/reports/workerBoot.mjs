// A report process's entry: the server runs under tsx, whose loader the process is not started with (nor, under
// jest, any loader at all), so tsx's require and import hooks are registered here before the TypeScript worker is
// loaded.
import { register as registerRequire } from 'tsx/cjs/api'
import { register as registerImport } from 'tsx/esm/api'

registerRequire()
registerImport()
await import('./worker.ts')
