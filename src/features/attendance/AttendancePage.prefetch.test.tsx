import { screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { makeStore } from '../../app/core/store'
import { sentCalls, setupMswServer } from '../../testing/mswServer'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { sessionHandlers } from '../../testing/sessionHandlers'
import AttendancePage from './AttendancePage'
import { prefetch } from './AttendancePage.reads'
import { attendanceHandlers, newSentLog, outpassHandlers, pickerHandlers } from './storyHandlers'

const server = setupMswServer()

const sent = sentCalls(server)

/** Prefetches at `address`, waits for the picker and the call that waited on it, then renders the screen there. */
async function prefetchThenRender(address: string) {
  const log = newSentLog()
  server.use(...sessionHandlers, ...pickerHandlers, ...attendanceHandlers(log), ...outpassHandlers(log))
  const store = makeStore()
  void prefetch(store.dispatch, { search: new URLSearchParams(address), params: {} })
  await waitFor(() => expect(sent).toHaveLength(2))
  const prefetched = [...sent]
  renderWithProviders(
    <MemoryRouter initialEntries={[`/services/attendance_and_outpass${address}`]}>
      <AttendancePage />
    </MemoryRouter>,
    { store },
  )
  return prefetched
}

it("asks at boot for the property picker, then the chosen property's roll-call, and the render for nothing more", async () => {
  const prefetched = await prefetchThenRender('?property_id=2&date=2026-11-20')
  expect(await screen.findByText('Kabir Mehta')).toBeInTheDocument()
  expect(sent).toEqual(prefetched)
  expect(prefetched[1]).toBe(
    '/attendance/api/v1/operator/property/2/floor/list?limit=50&attendance_date=2026-11-20',
  )
})

it("asks for the first property's passes when the address opens the outpass tab without a property", async () => {
  const prefetched = await prefetchThenRender('?tab=outpass&status=APPROVED&rowsPerPage=20')
  expect(await screen.findByRole('heading', { name: 'Attendance & outpass' })).toBeInTheDocument()
  expect(await screen.findAllByText('Rohan Iyer')).not.toHaveLength(0)
  expect(sent).toEqual(prefetched)
  expect(prefetched[1]).toMatch(
    /^\/outpass\/api\/v1\/operator\/outpass\/list\?.*status=APPROVED.*property_ids=1/,
  )
})
