import type { ContentSize } from '../../design-system/useContentSize'

/** Local storage key of the board's last measured box. */
export const BOARD_SIZE_STORAGE_KEY = 'roost.boardSize'

type Remembered = { window: [number, number]; size: ContentSize }

const windowSize = (): [number, number] => [window.innerWidth, window.innerHeight]

const isSize = (value: unknown): value is ContentSize =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ContentSize).width === 'number' &&
  typeof (value as ContentSize).height === 'number'

/**
 * The board's box as last measured in a window of this size, or null (never measured, or another window size):
 * the board's first render lays out its rows for it, rather than for a guess that its first measurement, in the
 * frame that would paint it, makes it lay out again.
 */
export function rememberedBoardSize(): ContentSize | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(BOARD_SIZE_STORAGE_KEY) ?? 'null')
    if (typeof parsed !== 'object' || parsed === null) return null
    const { window: measuredIn, size } = parsed as Partial<Remembered>
    const [width, height] = windowSize()
    return Array.isArray(measuredIn) && measuredIn[0] === width && measuredIn[1] === height && isSize(size)
      ? size
      : null
  } catch {
    return null
  }
}

/** What this page last wrote, so that a board mounted again at the same size writes nothing. */
let written: string | undefined

/** Remembers the board's measured box for the window's size; a full or disabled storage forgets nothing else. */
export function rememberBoardSize(size: ContentSize) {
  const remembered: Remembered = { window: windowSize(), size: { width: size.width, height: size.height } }
  const text = JSON.stringify(remembered)
  if (text === written) return
  try {
    window.localStorage.setItem(BOARD_SIZE_STORAGE_KEY, text)
    written = text
  } catch {
    // A full or disabled storage only costs the next load its head start.
  }
}
