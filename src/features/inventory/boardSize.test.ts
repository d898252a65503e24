import { BOARD_SIZE_STORAGE_KEY, rememberBoardSize, rememberedBoardSize } from './boardSize'

afterEach(() => {
  localStorage.removeItem(BOARD_SIZE_STORAGE_KEY)
  jest.restoreAllMocks()
})

it('gives back the box measured in a window of the same size', () => {
  rememberBoardSize({ width: 1101.5, height: 612.25 })
  expect(rememberedBoardSize()).toEqual({ width: 1101.5, height: 612.25 })
})

it('gives nothing when the window has another size, or nothing was measured', () => {
  expect(rememberedBoardSize()).toBeNull()
  localStorage.setItem(
    BOARD_SIZE_STORAGE_KEY,
    JSON.stringify({
      window: [window.innerWidth + 10, window.innerHeight],
      size: { width: 900, height: 500 },
    }),
  )
  expect(rememberedBoardSize()).toBeNull()
})

it('gives nothing for a stored value it cannot read', () => {
  for (const stored of ['not json', '42', '{"window":[1024,768]}', '{"window":"1024x768","size":{}}']) {
    localStorage.setItem(BOARD_SIZE_STORAGE_KEY, stored)
    expect(rememberedBoardSize()).toBeNull()
  }
})

it('forgets nothing else and throws nothing when the storage is full', () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })
  expect(() => rememberBoardSize({ width: 800, height: 400 })).not.toThrow()
  expect(rememberedBoardSize()).toBeNull()
})
