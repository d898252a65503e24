import type { Preview } from '@storybook/react-webpack5'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { GlobalStyle } from '../src/design-system/theme'
import { sessionHandlers } from '../src/testing/sessionHandlers'

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
    // Screens read the signed-in operator's profile; stories add their own handlers in beforeEach.
    msw: { handlers: { session: sessionHandlers } },
  },
}

export default preview
