import { attachmentProblem, MAX_ATTACHMENT_BYTES } from './attachments'
import { complaintQuery } from './complaintFilters'
import { durationText } from './complaintText'
import { newRaiseValues, raiseRequest } from './raiseForm'

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type })

it('refuses a sixth file, a file over 10 MB and a kind other than JPEG, PNG, PDF or MP4', () => {
  const photos = [1, 2, 3, 4, 5].map((at) => file(`p${at}.jpg`, 'image/jpeg'))
  expect(attachmentProblem(photos)).toBeNull()
  expect(attachmentProblem([...photos, file('p6.jpg', 'image/jpeg')])).toBe('Attach at most 5 files')
  expect(attachmentProblem([file('big.mp4', 'video/mp4', MAX_ATTACHMENT_BYTES + 1)])).toBe(
    'big.mp4 is over 10 MB',
  )
  expect(attachmentProblem([file('setup.exe', 'application/x-msdownload')])).toBe(
    'setup.exe is not a JPEG, PNG, PDF or MP4',
  )
})

it('sends status all by default and turns the assignee filter into the contract’s queries', () => {
  expect(complaintQuery({})).toMatchObject({ status: 'all', unassigned: undefined, assigneeType: undefined })
  expect(complaintQuery({ assignee: 'unassigned' }).unassigned).toBe(true)
  expect(complaintQuery({ assignee: 'vendor:31', status: 'OPEN', property: '3' })).toMatchObject({
    assigneeType: 'VENDOR',
    vendorId: 31,
    status: 'OPEN',
    propertyIds: '3',
  })
  expect(complaintQuery({ assignee: 'staff:7' })).toMatchObject({ assigneeType: 'STAFF', staffId: 7 })
})

it('asks for the dashboard’s resolved period only with both of its days', () => {
  expect(complaintQuery({ resolved_from: '2026-11-01', resolved_to: '2026-11-30' })).toMatchObject({
    resolvedFrom: '2026-11-01',
    resolvedTo: '2026-11-30',
  })
  expect(complaintQuery({ resolved_from: '2026-11-01' })).toMatchObject({
    resolvedFrom: undefined,
    resolvedTo: undefined,
  })
})

it('leaves empty optional fields out of the raise request and keeps the files', () => {
  const values = { ...newRaiseValues(1), typeId: '2', title: '  Tap leaking ', roomId: '201' }
  const photo = file('tap.jpg', 'image/jpeg')
  expect(raiseRequest(values, [photo])).toEqual({
    property_id: 1,
    type_id: 2,
    priority: 'MEDIUM',
    title: 'Tap leaking',
    room_id: 201,
    file: [photo],
  })
})

it('writes SLA durations in days, hours and minutes', () => {
  expect(durationText(45)).toBe('45 min')
  expect(durationText(320)).toBe('5 h 20 min')
  expect(durationText(-1440)).toBe('1 d')
  expect(durationText(10080)).toBe('7 d')
})
