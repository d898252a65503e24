// `npm start`: build the app when its production build is missing or older than its sources, then run the
// local provider (migrate, seed, serve the API and the app on http://localhost:8080).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const builtIndex = path.join(root, 'dist', 'index.html')
const sources = ['src', 'static', 'webpack.config.ts'].map((entry) => path.join(root, entry))

/** Newest modification time under a file or folder, in ms. */
function newestMtime(entry) {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), 0)
}

function buildIfNeeded() {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0
  const changedAt = Math.max(...sources.map(newestMtime))
  if (builtAt && builtAt >= changedAt) {
    console.log('The app build in dist/ is up to date.')
    return
  }
  console.log(
    builtAt
      ? 'The app changed since dist/ was built: building it (npx webpack --mode production)…'
      : 'No build in dist/ yet: building the app (npx webpack --mode production)…',
  )
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) {
    console.warn('The app could not be built; the server starts anyway and serves the API.')
  }
}

buildIfNeeded()
const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
})
// Ctrl-C reaches the server too (same process group); forwarding covers a signal sent to this process alone.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
