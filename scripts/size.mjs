// Prints the gzipped JS each route loads first (the entry plus the route's lazy chunk group, as
// written to dist/asset-manifest.json by the build) and fails when a budget in size-budget.json is passed.
import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

if (!existsSync('dist/asset-manifest.json')) {
  console.error('dist/asset-manifest.json is missing: run `npm run build` first.')
  process.exit(1)
}
const manifest = JSON.parse(readFileSync('dist/asset-manifest.json', 'utf8'))
const budget = JSON.parse(readFileSync('size-budget.json', 'utf8'))

const cache = new Map()
const gzipKb = (file) => {
  if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length / 1024)
  return cache.get(file)
}
const total = (files) => [...new Set(files)].reduce((sum, file) => sum + gzipKb(file), 0)

const rows = [{ name: 'entry (every page)', kb: total(manifest.entry), limit: budget.entry }]
for (const [name, files] of Object.entries(manifest.groups).sort()) {
  if (!name.startsWith('route-')) continue
  rows.push({
    name: name.slice('route-'.length),
    kb: total([...manifest.entry, ...files]),
    own: total(files.filter((file) => !manifest.entry.includes(file))),
    limit: budget.routes[name.slice('route-'.length)] ?? budget.route,
  })
}

console.log(
  'route'.padEnd(28),
  'first load (KB gz)'.padStart(20),
  'own chunks'.padStart(12),
  'budget'.padStart(8),
)
let over = 0
for (const row of rows) {
  const fail = row.kb > row.limit
  over += fail ? 1 : 0
  console.log(
    `${fail ? '✗' : ' '} ${row.name.padEnd(26)}`,
    row.kb.toFixed(1).padStart(20),
    (row.own === undefined ? '' : row.own.toFixed(1)).padStart(12),
    String(row.limit).padStart(8),
  )
}
if (over) {
  console.error(`${over} bundle(s) over budget`)
  process.exit(1)
}
