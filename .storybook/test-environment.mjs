// The test-runner's page environment, with its page set-up handed to each story file's globals.
// The runner's own setup file imports all of @storybook/test-runner (and Storybook's node
// internals) inside every story file's module sandbox, about 1.5 s of CPU per file; the
// environment has loaded that module once per worker already, so the file needs only these two.
import { setupPage } from '@storybook/test-runner'
import CustomEnvironment from '@storybook/test-runner/playwright/custom-environment.js'

export default class StoryEnvironment extends CustomEnvironment {
  async setup() {
    await super.setup()
    this.global.__sbSetupPage = setupPage
    this.global.__sbCollectCoverage = false
  }
}
