import type { Preview } from '@storybook/react-webpack5'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { GlobalStyle } from '../src/design-system/theme'

const preview: Preview = {
  loaders: [mswLoader()],
  decorators: [
    (Story) => (
      <>
        <GlobalStyle />
        <Story />
      </>
    ),
  ],
  parameters: {
    controls: { expanded: true },
    layout: 'padded',
  },
}

export default preview
