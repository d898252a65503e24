// Storybook interaction tests: build the static Storybook, serve it on loopback, and run
// @storybook/test-runner (every story renders; every play function passes) in Debian's Chromium.
// The build is Storybook's test build (`--test`: no docs pages, no prop tables, no source maps), which renders the
// same stories in about a third of the time; `npm run build:storybook` makes the full one designers browse.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'

const port = process.env.STORYBOOK_PORT ?? '6006'
const bin = (name) => `node_modules/.bin/${name}`
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1

if (
  !process.argv.includes('--no-build') &&
  run(bin('storybook'), ['build', '--quiet', '--test', '-o', 'storybook-static']) !== 0
) {
  process.exit(1)
}

const server = spawn(bin('http-server'), ['storybook-static', '-p', port, '-a', '127.0.0.1', '-s', '-c-1'], {
  stdio: 'ignore',
})
let status = 1
try {
  if (run(bin('wait-on'), ['-t', '60000', `tcp:127.0.0.1:${port}`]) === 0) {
    mkdirSync('reports', { recursive: true })
    status = run(bin('test-storybook'), [
      '--url',
      `http://127.0.0.1:${port}`,
      '--maxWorkers=2',
      '--json',
      '--outputFile',
      'reports/stories.json',
      ...process.argv.slice(2).filter((arg) => arg !== '--no-build'),
    ])
  }
} finally {
  server.kill()
}
process.exit(status)
