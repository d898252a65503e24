import type { StorybookConfig } from '@storybook/react-webpack5'

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-webpack5-compiler-swc'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  // public/ holds msw's mockServiceWorker.js; static/ the runtime config the app reads.
  staticDirs: ['../public', '../static'],
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
}

export default config
