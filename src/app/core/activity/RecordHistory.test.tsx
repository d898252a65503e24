import { screen } from '@testing-library/react'
import { holdFrames } from '../../../testing/frames'
import { sentCalls, setupMswServer } from '../../../testing/mswServer'
import { renderWithProviders } from '../../../testing/renderWithProviders'
import { historyHandler, moveInEntry } from './activityFixtures'
import { RecordHistory } from './RecordHistory'

const server = setupMswServer()
const sent = sentCalls(server)
const { withoutFrame, drawFrame } = holdFrames()

it('asks for the history once the frame that draws what is around it has been drawn, not before', async () => {
  server.use(historyHandler([moveInEntry]))
  renderWithProviders(<RecordHistory entity="tenant" id={5} />)
  await withoutFrame()
  expect(screen.getByText('Loading the history')).toBeInTheDocument()
  expect(sent).toEqual([])

  await drawFrame()
  expect(await screen.findByText(moveInEntry.summary)).toBeInTheDocument()
  expect(sent).toEqual(['/user/api/v1/operator/activity/history?limit=20&entity=tenant&entity_id=5'])
})
