// Fails when a generated RTK Query slice (*.gen.ts) no longer matches the OpenAPI contract.
// It regenerates in place, so a stale tree is left corrected for the developer to commit.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

function generatedFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return generatedFiles(full)
    return name.endsWith('.gen.ts') ? [full] : []
  })
}

const snapshot = () => new Map(generatedFiles('src').map((file) => [file, readFileSync(file, 'utf8')]))
const before = snapshot()
const run = spawnSync('npm', ['run', '--silent', 'codegen'], { stdio: ['ignore', 'ignore', 'inherit'] })
if (run.status !== 0) process.exit(run.status ?? 1)
const after = snapshot()

const stale = [...new Set([...before.keys(), ...after.keys()])].filter(
  (file) => before.get(file) !== after.get(file),
)
if (stale.length) {
  console.error(`Generated code was stale (now regenerated; commit it):\n  ${stale.join('\n  ')}`)
  process.exit(1)
}
console.log(`${after.size} generated API slices match openapi/roost.yaml`)
