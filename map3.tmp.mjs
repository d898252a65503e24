import { readFileSync } from 'node:fs'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
const res = JSON.parse(readFileSync('/tmp/tl/cpu-frames.json', 'utf8'))
const maps = new Map()
const mapFor = (u) => { const f = u.split('/assets/')[1]; if (!f) return null; if (!maps.has(f)) { try { maps.set(f, new TraceMap(readFileSync('dist/assets/' + f + '.map', 'utf8'))) } catch { maps.set(f, null) } } return maps.get(f) }
const name = (k) => { const [fn, url, line, col] = JSON.parse(k); const m = url && mapFor(url); if (m && line >= 0) { const p = originalPositionFor(m, { line: line + 1, column: col }); return `${p.name ?? fn} ${String(p.source).replace(/.*node_modules\//, 'nm/').replace('webpack://roost/', '')}:${p.line}` } return fn || '(anon)' }
for (const [w, { self, incl }] of Object.entries(res)) {
  console.log('== window', w, 'samples', self.reduce((a, [, n]) => a + n, 0))
  const pk = new Map(); for (const [k, n] of self) { const nm = name(k); const pkg = (nm.match(/ (nm\/(@[^/]+\/)?[^/]+|src\/[^:]+)/)?.[1]) ?? nm; pk.set(pkg, (pk.get(pkg) ?? 0) + n) }
  console.log('self:', [...pk].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `${k} ${v}`).join(', '))
  const files = new Map(); for (const [k, n] of incl) { const nm = name(k); if (!nm.includes(' src/')) continue; const f = nm; if (!files.has(f) || files.get(f) < n) files.set(f, n) }
  console.log([...files].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([f, n]) => `${String(n).padStart(4)} ${f}`).join('\n'))
}
