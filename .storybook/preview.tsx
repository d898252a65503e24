import type { Preview } from '@storybook/react-webpack5'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { configure } from 'storybook/test'
import { GlobalStyle } from '../src/design-system/theme'
import { activityHandlers } from '../src/app/core/activity/activityFixtures'
import { sessionHandlers } from '../src/testing/sessionHandlers'

// A screen's first answer comes after its lazy chunk and msw's worker; on a busy 2-core CI machine that can pass
// Testing Library's 1 s default for findBy and waitFor, so play functions wait up to 5 s.
configure({ asyncUtilTimeout: 5000 })

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
    // Screens read the signed-in operator's profile, and sheets a record's (empty) History; stories add their own
    // handlers in beforeEach.
    msw: { handlers: { session: sessionHandlers, activity: activityHandlers } },
  },
}

export default preview
