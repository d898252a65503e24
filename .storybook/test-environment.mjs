// The test-runner's page environment, with one Storybook page per worker process for every story file.
//
// The runner's own environment opens a new browser context and page for each story file and loads
// iframe.html into it (Storybook's preview, every addon, msw's service worker): about 2.5 s of a core per
// file, 122 times. Within a file the runner already renders story after story in one page without a
// reload, so this environment does the same across files: the first file of a worker sets the page up,
// later files are handed the same page. A story that destroys the page's context (a navigation) still
// gets the runner's retry on a fresh page, which then becomes the worker's page.
//
// It also hands the page set-up to each story file's globals: the runner's setup file imports all of
// @storybook/test-runner (and Storybook's node internals) inside every file's module sandbox, about
// 1.5 s of CPU per file; the environment has that module loaded once per worker already.
import NodeEnvironment from 'jest-environment-node'
import { setupPage } from '@storybook/test-runner'
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js'

/** This worker's browser, context and page, set up by its first story file. */
let shared

export default class StoryEnvironment extends PlaywrightEnvironment {
  async setup() {
    if (shared) {
      await NodeEnvironment.prototype.setup.call(this)
      this._jestPlaywrightConfig = this._config.testEnvironmentOptions['jest-playwright']
      Object.assign(this.global, { browserName: 'chromium', deviceName: null }, shared)
    } else {
      await super.setup()
      await setupPage(this.global.page, this.global.context)
      shared = { browser: this.global.browser, context: this.global.context, page: this.global.page }
    }
    this.global.jestPlaywright = {
      ...this.global.jestPlaywright,
      resetPage: async () => {
        await shared.page.close()
        shared.page = await this._setNewPageInstance(shared.context)
        this.global.page = shared.page
      },
    }
    this.global.__sbSetupPage = setupPage
    this.global.__sbCollectCoverage = false
  }

  /** Leaves the worker's browser open for its next story file; the runner's global teardown closes it. */
  async teardown() {
    await NodeEnvironment.prototype.teardown.call(this)
  }
}
