import { waitFor } from '@testing-library/react'
import { newPropertySentLog, propertyListHandlers } from '../../features/properties/storyHandlers'
import { setupMswServer } from '../../testing/mswServer'
import { tokenStorage } from '../core/session/tokenStorage'
import { makeStore } from '../core/store'
import { prefetchOnNavigation } from './navigationPrefetch'

const server = setupMswServer()

/** The address of the properties list's first page, as the screen asks for it. */
const PROPERTIES_PAGE = { offset: '0', limit: '10', property_type: 'all', source: 'properties' }

let sent = newPropertySentLog()
let stop = () => {}
beforeEach(() => {
  sent = newPropertySentLog()
  server.use(...propertyListHandlers(sent))
  tokenStorage.set('a-token')
  stop = prefetchOnNavigation(window, makeStore().dispatch)
})
afterEach(() => {
  stop()
  tokenStorage.clear()
  document.body.replaceChildren()
  window.history.replaceState(null, '', '/')
})

/** A link in the page, clicked as the operator would (the router is not there to take it: only the prefetch acts). */
function click(
  href: string,
  init: MouseEventInit = {},
  attributes: Record<string, string> = {},
  type: 'click' | 'pointerdown' = 'click',
) {
  const link = document.createElement('a')
  link.href = href
  link.append(document.createElement('span'))
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value)
  link.addEventListener('click', (event) => event.preventDefault())
  document.body.append(link)
  link.firstElementChild!.dispatchEvent(new MouseEvent(type, { bubbles: true, button: 0, ...init }))
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

it("asks for a screen's first page when a link to it is clicked, before the router has drawn anything", async () => {
  click('/properties')
  await waitFor(() => expect(sent.lists).toHaveLength(1))
  expect(Object.fromEntries(sent.lists[0])).toEqual(PROPERTIES_PAGE)
})

it('asks as the pointer goes down on the link, a moment before the click', async () => {
  click('/properties', {}, {}, 'pointerdown')
  await waitFor(() => expect(sent.lists).toHaveLength(1))
})

it('asks with the address of the link: its page and filters', async () => {
  click('/properties?page=2&rowsPerPage=20&property_type=hostel')
  await waitFor(() => expect(sent.lists).toHaveLength(1))
  expect(Object.fromEntries(sent.lists[0])).toEqual({
    ...PROPERTIES_PAGE,
    offset: '20',
    limit: '20',
    property_type: 'HOSTEL',
  })
})

it("asks for the screen the browser's back or forward goes to", async () => {
  window.history.pushState(null, '', '/properties')
  window.dispatchEvent(new PopStateEvent('popstate'))
  await waitFor(() => expect(sent.lists).toHaveLength(1))
})

it.each([
  ['a click with a modifier (a new tab)', () => click('/properties', { ctrlKey: true })],
  ['a middle click', () => click('/properties', { button: 1 })],
  ['a right button press', () => click('/properties', { button: 2 }, {}, 'pointerdown')],
  ['a link to another site', () => click('https://example.com/properties')],
  ['a link that opens elsewhere', () => click('/properties', {}, { target: '_blank' })],
  ['a download', () => click('/properties', {}, { download: 'list.csv' })],
])('asks for nothing on %s', async (_, act) => {
  act()
  await settle()
  expect(sent.lists).toHaveLength(0)
})

it('asks for nothing signed out: a read without a token would sign out', async () => {
  tokenStorage.clear()
  click('/properties')
  window.dispatchEvent(new PopStateEvent('popstate'))
  await settle()
  expect(sent.lists).toHaveLength(0)
})

it('stops when told to', async () => {
  stop()
  click('/properties')
  await settle()
  expect(sent.lists).toHaveLength(0)
})
