import { announceSessionChanged, onSessionChanged } from './sessionChannel'

/** An in-memory BroadcastChannel: a message reaches every other open channel of the same name, later. */
class FakeChannel {
  static open: FakeChannel[] = []
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null
  constructor(readonly name: string) {
    FakeChannel.open.push(this)
  }
  postMessage(data: unknown) {
    for (const channel of FakeChannel.open.filter((other) => other !== this && other.name === this.name)) {
      queueMicrotask(() => channel.onmessage?.(new MessageEvent('message', { data })))
    }
  }
  close() {
    FakeChannel.open = FakeChannel.open.filter((channel) => channel !== this)
  }
}

const original = Object.getOwnPropertyDescriptor(globalThis, 'BroadcastChannel')

afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'BroadcastChannel', original)
  else Reflect.deleteProperty(globalThis, 'BroadcastChannel')
})

it('does nothing where there is no BroadcastChannel', () => {
  Reflect.deleteProperty(globalThis, 'BroadcastChannel')
  const listener = jest.fn()
  const stop = onSessionChanged(1, listener)
  announceSessionChanged(1)
  stop()
  expect(listener).not.toHaveBeenCalled()
})

it('tells the listeners of the same operator, not another’s', async () => {
  Object.defineProperty(globalThis, 'BroadcastChannel', {
    value: FakeChannel,
    configurable: true,
    writable: true,
  })
  const mine = jest.fn()
  const theirs = jest.fn()
  const stopMine = onSessionChanged(1, mine)
  const stopTheirs = onSessionChanged(2, theirs)
  announceSessionChanged(1)
  await Promise.resolve()
  stopMine()
  stopTheirs()
  expect(mine).toHaveBeenCalledTimes(1)
  expect(theirs).not.toHaveBeenCalled()
})
