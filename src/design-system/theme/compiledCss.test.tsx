import { render } from '@testing-library/react'
import styled from 'styled-components'
import { CompiledCss, COMPILED_CSS_KEY, rememberingCompiler } from './compiledCss'

/** A stand-in for stylis that records each input it compiles. */
function countingCompiler() {
  const inputs: string[] = []
  const compile = (css: string, selector = '', prefix = '', componentId = '&') => {
    inputs.push(css)
    return [`${selector}{${css}}`, `/* ${prefix} ${componentId} */`]
  }
  return { inputs, compile: Object.assign(compile, { hash: 'plugins-hash' }) }
}

/** A Storage over a plain map; `full` makes every write fail as a full one does. */
function memoryStorage({ full = false } = {}): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      items.set(key, value)
    },
    removeItem: (key) => void items.delete(key),
  }
}

const SAVE = { saveDelayMs: 50 }

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('rememberingCompiler', () => {
  it('compiles an input once, and a later load reuses what an earlier one stored', () => {
    const storage = memoryStorage()
    const first = countingCompiler()
    const firstLoad = rememberingCompiler(first.compile, storage, SAVE)
    const rules = firstLoad('color: red;', '.a', '', 'sc-1')
    expect(firstLoad('color: red;', '.a', '', 'sc-1')).toEqual(rules)
    expect(first.inputs).toEqual(['color: red;'])
    jest.advanceTimersByTime(50)

    const second = countingCompiler()
    const secondLoad = rememberingCompiler(second.compile, storage, SAVE)
    expect(secondLoad('color: red;', '.a', '', 'sc-1')).toEqual(rules)
    expect(second.inputs).toEqual([])
  })

  it('compiles again when any part of the input differs', () => {
    const storage = memoryStorage()
    const first = rememberingCompiler(countingCompiler().compile, storage, SAVE)
    first('color: red;', '.a', '', 'sc-1')
    jest.advanceTimersByTime(50)

    const { inputs, compile } = countingCompiler()
    const later = rememberingCompiler(compile, storage, SAVE)
    later('color: blue;', '.a', '', 'sc-1')
    later('color: red;', '.b', '', 'sc-1')
    later('color: red;', '.a', '@keyframes', 'sc-1')
    later('color: red;', '.a', '', 'sc-2')
    expect(inputs).toHaveLength(4)
  })

  it('keeps styled-components’ plugin hash, which its class names are made with', () => {
    expect(rememberingCompiler(countingCompiler().compile, memoryStorage()).hash).toBe('plugins-hash')
  })

  it('stores when the page is left before the delay is over', () => {
    const storage = memoryStorage()
    rememberingCompiler(countingCompiler().compile, storage, { saveDelayMs: 60_000 })('margin: 0;', '.m')
    expect(storage.getItem(COMPILED_CSS_KEY)).toBeNull()
    window.dispatchEvent(new Event('pagehide'))
    expect(storage.getItem(COMPILED_CSS_KEY)).toContain('margin: 0;')
  })

  it('writes nothing when every input was already stored', () => {
    const storage = memoryStorage()
    rememberingCompiler(countingCompiler().compile, storage, SAVE)('gap: 1px;', '.g')
    jest.advanceTimersByTime(50)
    const setItem = jest.spyOn(storage, 'setItem')
    rememberingCompiler(countingCompiler().compile, storage, SAVE)('gap: 1px;', '.g')
    jest.advanceTimersByTime(50)
    window.dispatchEvent(new Event('pagehide'))
    expect(setItem).not.toHaveBeenCalled()
  })

  it('keeps the newest inputs up to its limit, this load’s before earlier ones', () => {
    const storage = memoryStorage()
    const options = { ...SAVE, limit: 2 }
    const earlier = rememberingCompiler(countingCompiler().compile, storage, options)
    earlier('a: 1;', '.old')
    earlier('b: 2;', '.used-again')
    jest.advanceTimersByTime(50)

    const later = rememberingCompiler(countingCompiler().compile, storage, options)
    later('b: 2;', '.used-again')
    later('c: 3;', '.new')
    jest.advanceTimersByTime(50)

    const stored = JSON.parse(storage.getItem(COMPILED_CSS_KEY) ?? '[]') as [string, string[]][]
    expect(stored.map(([input]) => input.split('\n')[1])).toEqual(['.used-again', '.new'])
  })

  it('drops what an earlier version of the compiler stored when it stores', () => {
    const storage = memoryStorage()
    storage.setItem('roost.compiledCss.5.0.0.1', '[]')
    storage.setItem('roost.token', 'kept')
    rememberingCompiler(countingCompiler().compile, storage, SAVE)('gap: 2px;', '.g')
    jest.advanceTimersByTime(50)
    expect(storage.getItem('roost.compiledCss.5.0.0.1')).toBeNull()
    expect(storage.getItem('roost.token')).toBe('kept')
    expect(storage.getItem(COMPILED_CSS_KEY)).toContain('gap: 2px;')
  })

  it('compiles as usual when the stored rules cannot be read', () => {
    const storage = memoryStorage()
    storage.setItem(COMPILED_CSS_KEY, '{not json')
    const { inputs, compile } = countingCompiler()
    const load = rememberingCompiler(compile, storage, SAVE)
    expect(load('top: 0;', '.t')).toEqual(['.t{top: 0;}', '/*  & */'])
    storage.setItem(COMPILED_CSS_KEY, JSON.stringify([['&\n.u\n\nleft: 0;', [1, 2]], 'stray']))
    expect(rememberingCompiler(compile, storage, SAVE)('left: 0;', '.u')).toEqual([
      '.u{left: 0;}',
      '/*  & */',
    ])
    expect(inputs).toEqual(['top: 0;', 'left: 0;'])
  })

  it('goes on compiling, and drops what it stored, when the storage is full', () => {
    const storage = memoryStorage({ full: true })
    const removeItem = jest.spyOn(storage, 'removeItem')
    const load = rememberingCompiler(countingCompiler().compile, storage, SAVE)
    expect(load('width: 1px;', '.w')).toEqual(['.w{width: 1px;}', '/*  & */'])
    jest.advanceTimersByTime(50)
    expect(removeItem).toHaveBeenCalledWith(COMPILED_CSS_KEY)
  })

  it('works without storage', () => {
    const { inputs, compile } = countingCompiler()
    const load = rememberingCompiler(compile, undefined, SAVE)
    load('height: 1px;', '.h')
    load('height: 1px;', '.h')
    jest.advanceTimersByTime(50)
    expect(inputs).toEqual(['height: 1px;'])
  })
})

describe('CompiledCss', () => {
  const Swatch = styled.span`
    color: rgb(1, 2, 3);
  `

  it('gives styled components the remembering compiler, and their rules are stored for the next load', () => {
    localStorage.removeItem(COMPILED_CSS_KEY)
    const { getByText } = render(
      <CompiledCss>
        <Swatch>Sample</Swatch>
      </CompiledCss>,
    )
    expect(getComputedStyle(getByText('Sample')).color).toBe('rgb(1, 2, 3)')
    window.dispatchEvent(new Event('pagehide'))
    const stored = JSON.parse(localStorage.getItem(COMPILED_CSS_KEY) ?? '[]') as [string, string[]][]
    const [, rules] = stored.find(([input]) => input.includes('rgb(1, 2, 3)')) ?? []
    expect(rules?.join('')).toMatch(/^\.[\w-]+\{color:rgb\(1, 2, 3\);\}$/)
  })
})
