// The README's test command: every check and suite in order, then one line `N passed, N failed`.
// Test suites count their tests (jest, Storybook interaction tests, Playwright end to end); a check
// without test cases (type check, lint, build, bundle budgets) counts as one.
// The checks that each keep about one core busy (type check, lint, the two webpack builds) run together, their
// output printed as each ends (four on two cores end sooner than in turn). The test suites run one after
// another, since each of them fills both cores.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

const jestJson = (file) => ['--json', `--outputFile=${file}`]

const steps = [
  { name: 'Chromium present', cmd: 'bash', args: ['scripts/ensure-chromium.sh'] },
  { name: 'API contract lint', script: 'lint:api' },
  // Before the checks that read src/: it regenerates the slices in place.
  { name: 'generated code up to date', script: 'codegen:check' },
  { name: 'type check', script: 'typecheck', together: 'checks' },
  { name: 'lint', script: 'lint', together: 'checks' },
  { name: 'production build', script: 'build', together: 'checks' },
  // The test build the interaction tests run on (scripts/test-stories.mjs says what it leaves out).
  { name: 'Storybook build', script: 'build:storybook:test', together: 'checks' },
  {
    name: 'unit tests (jest)',
    script: 'test:unit',
    args: jestJson('reports/jest.json'),
    report: 'reports/jest.json',
  },
  {
    name: 'server tests (HTTP)',
    script: 'test:server',
    args: jestJson('reports/server.json'),
    report: 'reports/server.json',
  },
  {
    name: 'server tests on PostgreSQL',
    script: 'test:server:pg',
    args: jestJson('reports/server-pg.json'),
    report: 'reports/server-pg.json',
  },
  { name: 'bundle size budgets', script: 'size' },
  {
    name: 'Storybook interaction tests',
    script: 'test:stories',
    args: ['--no-build'],
    report: 'reports/stories.json',
  },
  { name: 'end to end (Playwright)', script: 'test:e2e', report: 'reports/e2e.json' },
]

/** Counts from a jest or Playwright JSON report; a suite that failed to run counts as one failure. */
function reportCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'))
  if (report.stats)
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected }
  return { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites }
}

const commandOf = (step) =>
  step.script
    ? ['npm', ['run', '--silent', step.script, ...(step.args ? ['--', ...step.args] : [])]]
    : [step.cmd, step.args]

/** The step's counts: its report's when it wrote one, else one check passed or failed by its exit status. */
function resultOf(step, status, started) {
  let counts = status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }
  if (step.report && existsSync(step.report)) {
    counts = reportCounts(step.report)
    if (status !== 0 && counts.failed === 0) counts.failed = 1
  }
  return { name: step.name, ...counts, seconds: (Date.now() - started) / 1000 }
}

function runAlone(step) {
  console.log(`\n━━ ${step.name}`)
  const started = Date.now()
  const [cmd, args] = commandOf(step)
  return resultOf(step, spawnSync(cmd, args, { stdio: 'inherit' }).status, started)
}

/** Runs the steps at once; each one's output is printed whole when it ends. */
function runTogether(group) {
  return Promise.all(
    group.map(async (step) => {
      const started = Date.now()
      const [cmd, args] = commandOf(step)
      const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] })
      const output = []
      child.stdout.on('data', (chunk) => output.push(chunk))
      child.stderr.on('data', (chunk) => output.push(chunk))
      const status = await new Promise((resolve) => child.on('close', resolve))
      console.log(`\n━━ ${step.name}`)
      process.stdout.write(Buffer.concat(output))
      return resultOf(step, status, started)
    }),
  )
}

rmSync('reports', { recursive: true, force: true })
mkdirSync('reports')
const results = []
for (let i = 0; i < steps.length; i++) {
  const group = [steps[i]]
  while (steps[i].together && steps[i + 1]?.together === steps[i].together) group.push(steps[++i])
  results.push(...(group.length > 1 ? await runTogether(group) : [runAlone(group[0])]))
}

console.log('\n━━ Summary')
for (const r of results) {
  const mark = r.failed ? '✗' : '✓'
  console.log(
    `${mark} ${r.name.padEnd(32)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(1)} s`,
  )
}
const passed = results.reduce((sum, r) => sum + r.passed, 0)
const failed = results.reduce((sum, r) => sum + r.failed, 0)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
