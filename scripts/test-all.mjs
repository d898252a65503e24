// The README's test command: every check and suite in order, then one line `N passed, N failed`.
// Test suites count their tests (jest, Storybook interaction tests, Playwright end to end); a check
// without test cases (type check, lint, build, bundle budgets) counts as one.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

const jestJson = (file) => ['--json', `--outputFile=${file}`]

const steps = [
  { name: 'Chromium present', cmd: 'bash', args: ['scripts/ensure-chromium.sh'] },
  { name: 'type check', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'API contract lint', script: 'lint:api' },
  { name: 'generated code up to date', script: 'codegen:check' },
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
  { name: 'production build', script: 'build' },
  { name: 'bundle size budgets', script: 'size' },
  { name: 'Storybook interaction tests', script: 'test:stories', report: 'reports/stories.json' },
  { name: 'end to end (Playwright)', script: 'test:e2e', report: 'reports/e2e.json' },
]

/** Counts from a jest or Playwright JSON report; a suite that failed to run counts as one failure. */
function reportCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'))
  if (report.stats)
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected }
  return { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites }
}

rmSync('reports', { recursive: true, force: true })
mkdirSync('reports')
const results = []
for (const step of steps) {
  console.log(`\n━━ ${step.name}`)
  const started = Date.now()
  const [cmd, args] = step.script
    ? ['npm', ['run', '--silent', step.script, ...(step.args ? ['--', ...step.args] : [])]]
    : [step.cmd, step.args]
  const status = spawnSync(cmd, args, { stdio: 'inherit' }).status
  let counts = status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }
  if (step.report && existsSync(step.report)) {
    counts = reportCounts(step.report)
    if (status !== 0 && counts.failed === 0) counts.failed = 1
  }
  results.push({ name: step.name, ...counts, seconds: (Date.now() - started) / 1000 })
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
