import { http, HttpResponse } from 'msw'
import { setupMswServer } from '../../../testing/mswServer'
import { browser } from '../browser'
import { TOKEN_STORAGE_KEY } from '../session/tokenStorage'
import { makeStore } from '../store'
import { selectToasts } from '../toasts/toastsSlice'
import { downloadWithToken, reportFileCallFailure, uploadWithProgress } from './fileTransfer'

const server = setupMswServer()
const DOCUMENT = '/onboarding/api/v1/operator/document/9/file'
const UPLOAD = '/onboarding/api/v1/operator/tenant/9/document'

let goTo: jest.SpyInstance
beforeEach(() => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'secret-token')
  goTo = jest.spyOn(browser, 'goTo').mockImplementation(() => undefined)
})
afterEach(() => localStorage.clear())

const transfers = {
  download: () => downloadWithToken(DOCUMENT, 'id.pdf'),
  upload: () => uploadWithProgress(UPLOAD, new FormData(), () => undefined),
}
type Transfer = keyof typeof transfers

/** Answers the transfer's call with a status and body, runs it, and reports its failure as the screens do. */
async function failWith(transfer: Transfer, answer: () => Response) {
  const method = transfer === 'download' ? http.get : http.post
  server.use(method(`http://localhost${transfer === 'download' ? DOCUMENT : UPLOAD}`, answer))
  const store = makeStore()
  const error: unknown = await transfers[transfer]().then(
    () => undefined,
    (failure: unknown) => failure,
  )
  reportFileCallFailure(store.dispatch, error)
  return { error, toasts: selectToasts(store.getState()).map((toast) => `${toast.tone}: ${toast.message}`) }
}

/** Spec §8 applies to file calls as to every other call: they bypass the base query, not the catalogue. */
describe.each<Transfer>(['download', 'upload'])('a failed %s', (transfer) => {
  it("shows the server's message in an error toast", async () => {
    const { error, toasts } = await failWith(transfer, () =>
      HttpResponse.json({ message: 'File type is not allowed' }, { status: 400 }),
    )
    expect(toasts).toEqual(['error: File type is not allowed'])
    expect((error as Error).message).toBe('File type is not allowed')
  })

  it.each([
    ['a 500 without a message', () => new HttpResponse('boom', { status: 500 })],
    ['a 404 with an empty message', () => HttpResponse.json({ message: '' }, { status: 404 })],
    ['a network failure', () => HttpResponse.error()],
  ])("shows exactly 'Some unknown error has occured' for %s", async (_case, answer) => {
    const { error, toasts } = await failWith(transfer, answer)
    expect(toasts).toEqual(['error: Some unknown error has occured'])
    expect((error as Error).message).toBe('Some unknown error has occured')
  })

  it('on 401 removes the token and goes to the site root, without a toast', async () => {
    const { toasts } = await failWith(transfer, () =>
      HttpResponse.json({ message: 'Invalid token' }, { status: 401 }),
    )
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
    expect(goTo).toHaveBeenCalledWith('/')
    expect(toasts).toEqual([])
  })

  it('on 425 goes to /maintenance, without a toast', async () => {
    const { toasts } = await failWith(transfer, () =>
      HttpResponse.json({ message: 'Down for maintenance' }, { status: 425 }),
    )
    expect(goTo).toHaveBeenCalledWith('/maintenance')
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('secret-token')
    expect(toasts).toEqual([])
  })
})
