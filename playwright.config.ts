import { defineConfig } from '@playwright/test'
import { E2E_DATA_DIR, OTP_LOG_FILE } from './e2e/paths'

/** End to end: the production build served by the real local provider, in Debian's Chromium. */
const port = Number(process.env.E2E_PORT ?? 8181)

/**
 * Specs that change nothing another spec looks at (axe scans, faults injected in their own page, the shell) run
 * beside the flows, which share one seeded database and so run one at a time. Two specs at once keep two cores
 * busy (each mostly waits on the screens); the axe scans are the longest, so they start first.
 */
const AXE = /a11y\.spec\.ts$/
const READS = /(earlyReads|faults|fixtures|shell)\.spec\.ts$/

export default defineConfig({
  testDir: './e2e',
  testMatch: /.*\.spec\.ts/,
  workers: 2,
  projects: [
    { name: 'axe', testMatch: AXE, workers: 1 },
    { name: 'reads', testMatch: READS, workers: 1 },
    { name: 'flows', testIgnore: [AXE, READS], workers: 1 },
  ],
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // A fresh database every run: the server migrates and seeds the demo operators on start.
    command: `rm -rf ${E2E_DATA_DIR} && mkdir -p ${E2E_DATA_DIR} && node_modules/.bin/tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_FILE: `${E2E_DATA_DIR}/roost.sqlite`,
      OTP_LOG_FILE,
    },
  },
})
