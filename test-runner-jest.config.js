// @ts-check
const { getJestConfig } = require('@storybook/test-runner')

const testRunnerConfig = getJestConfig()

/** Storybook interaction tests in Debian's Chromium: test tools may not download browsers here. */
/** @type {import('@jest/types').Config.InitialOptions} */
module.exports = {
  ...testRunnerConfig,
  testEnvironment: '<rootDir>/.storybook/test-environment.mjs',
  setupFilesAfterEnv: (testRunnerConfig.setupFilesAfterEnv ?? []).filter(
    (file) => !file.endsWith('playwright/jest-setup.js'),
  ),
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        headless: true,
        args: [
          '--headless',
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
  },
}
