import { useContext, useMemo, type ReactNode } from 'react'
import { StyleSheetContext, version, type IStyleSheetContext } from 'styled-components'

/** styled-components' CSS compiler (stylis): a component's CSS, its class selector and id in; the rules out. */
type Compile = IStyleSheetContext['stylis']

/** What every key the app keeps compiled CSS under starts with, whatever the version. */
export const COMPILED_CSS_PREFIX = 'roost.compiledCss.'
/**
 * Where a page keeps the rules earlier loads compiled: one key per styled-components version, since its compiler
 * may change what the same CSS compiles to. Bump the last part when the compiler's options (plugins) change.
 */
export const COMPILED_CSS_KEY = `${COMPILED_CSS_PREFIX}${version}.1`
/** The most inputs kept: the ones this load compiled or reused, then the most recently stored of earlier loads. */
export const COMPILED_CSS_ENTRIES = 2000
/** Rules compiled for the first time are stored this long after the last of them, once the screen is drawn. */
const SAVE_DELAY_MS = 1000

type Entries = Map<string, string[]>

const isEntry = (entry: unknown): entry is [string, string[]] =>
  Array.isArray(entry) &&
  typeof entry[0] === 'string' &&
  Array.isArray(entry[1]) &&
  entry[1].every((rule) => typeof rule === 'string')

/** What an earlier load stored at `key`; nothing when it is missing or unreadable. */
function read(storage: Storage, key: string): Entries {
  try {
    const stored: unknown = JSON.parse(storage.getItem(key) ?? '[]')
    return new Map(Array.isArray(stored) ? stored.filter(isEntry) : [])
  } catch {
    return new Map()
  }
}

/**
 * styled-components' CSS compiler, remembering across page loads what it compiled. A page load starts with no
 * compiled CSS: stylis reads every styled component's rules a character at a time, and the browser compiles that
 * hot loop to machine code on the way, on the same two cores the first paint needs (on this project's benches,
 * about two thirds of the time the browser spent compiling machine code during a screen's load went to
 * styled-components). The output depends only on the input, so stored rules are keyed by the whole input
 * (component id, selector, prefix and CSS): they are reused only for that exact input, and a new or changed
 * component compiles as before. The build gives every component a stable id (the styled-components SWC plugin in
 * webpack.config.ts), so a component has the same input whichever screen a load starts on. Storage that cannot
 * be read or written (full, disabled) leaves the compiler as it was.
 */
export function rememberingCompiler(
  compile: Compile,
  storage: Storage | undefined,
  { key = COMPILED_CSS_KEY, limit = COMPILED_CSS_ENTRIES, saveDelayMs = SAVE_DELAY_MS } = {},
): Compile {
  let stored: Entries | undefined
  const used: Entries = new Map()
  let saving: ReturnType<typeof setTimeout> | undefined

  const save = () => {
    removeEventListener('pagehide', flush)
    saving = undefined
    if (!storage) return
    const earlier = [...(stored ?? [])].filter(([input]) => !used.has(input))
    // What an earlier version of the compiler stored will not be read again.
    const outdated = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (other): other is string => other !== null && other.startsWith(COMPILED_CSS_PREFIX) && other !== key,
    )
    for (const other of outdated) storage.removeItem(other)
    try {
      storage.setItem(key, JSON.stringify([...earlier, ...used].slice(-limit)))
    } catch {
      // Over the quota: the next load compiles afresh and stores only what it uses.
      storage.removeItem(key)
    }
  }
  // A page left before the delay is over (a reload, another address) stores its rules as it goes.
  const flush = () => {
    clearTimeout(saving)
    save()
  }

  const remember = (css: string, selector = '', prefix = '', componentId = '&') => {
    const input = `${componentId}\n${selector}\n${prefix}\n${css}`
    const known = used.get(input)
    if (known) return known
    stored ??= storage ? read(storage, key) : new Map<string, string[]>()
    let rules = stored.get(input)
    if (!rules) {
      rules = compile(css, selector, prefix, componentId)
      if (saving === undefined) addEventListener('pagehide', flush)
      clearTimeout(saving)
      saving = setTimeout(save, saveDelayMs)
    }
    used.set(input, rules)
    return rules
  }
  return Object.assign(remember, { hash: compile.hash })
}

/** The page's local storage, or none where reading it throws (storage disabled). */
function pageStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/** Gives the styled components inside it rememberingCompiler over styled-components' own, with local storage. */
export function CompiledCss({ children }: { children: ReactNode }) {
  const outer = useContext(StyleSheetContext)
  const value = useMemo(
    () => ({ ...outer, stylis: rememberingCompiler(outer.stylis, pageStorage()) }),
    [outer],
  )
  return <StyleSheetContext.Provider value={value}>{children}</StyleSheetContext.Provider>
}
