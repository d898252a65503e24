import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { delay, http, HttpResponse } from 'msw'
import { withAppProviders } from '../../testing/storyProviders'
import ComplaintSheet from './ComplaintSheet'
import ComplaintsPage from './ComplaintsPage'
import RaiseComplaintSheet from './RaiseComplaintSheet'
import { complaintsHandlers } from './storyHandlers'
import VendorSheet from './VendorSheet'

const LIST = '*/complaint/api/v1/operator/complaint/list'

const meta = {
  title: 'Features/Complaints/Complaints page',
  component: ComplaintsPage,
  decorators: [withAppProviders({ path: '/services/complaints', url: '/services/complaints' })],
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...complaintsHandlers())
  },
} satisfies Meta<typeof ComplaintsPage>

export default meta
type Story = StoryObj<typeof meta>

/** One complaint per status, with priority, SLA, repeat and reopen badges. */
export const Complaints: Story = {}

/** The vendors who fix things and get paid: services, GSTIN, UPI or bank, properties, records. */
export const Vendors: Story = { parameters: { route: { url: '/services/complaints?tab=vendors' } } }

export const NoComplaintsYet: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(LIST, () =>
        HttpResponse.json({
          data: {
            count: 0,
            results: [],
            status_counts: { OPEN: 0, IN_PROGRESS: 0, ON_HOLD: 0, DECLINED: 0, RESOLVED: 0, CLOSED: 0 },
          },
        }),
      ),
    )
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(LIST, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
  },
}

/** The list could not be read: the table makes way for a retry. */
export const CouldNotLoad: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(LIST, () => HttpResponse.json({ message: 'Some unknown error has occured' }, { status: 400 })),
    )
  },
}

/** An open complaint's sheet: SLA, details, Start work and Decline, assignment, comment, activity. */
export const OpenComplaintSheet: Story = { render: () => <ComplaintSheet panelId={1} complaintId={1} /> }

/** A resolved complaint charged to the resident: Close and Raise again, post as expense, charge. */
export const ResolvedComplaintSheet: Story = { render: () => <ComplaintSheet panelId={1} complaintId={4} /> }

export const RaiseComplaintForm: Story = { render: () => <RaiseComplaintSheet panelId={1} /> }

export const VendorForm: Story = { render: () => <VendorSheet panelId={1} vendorId={32} /> }
