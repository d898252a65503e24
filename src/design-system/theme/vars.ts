import { tokens, type Tokens } from './tokens'

type VarMap<T> = { readonly [K in keyof T]: T[K] extends string ? string : VarMap<T[K]> }

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** The CSS custom property name of a token path, e.g. ['color', 'primary'] → '--roost-color-primary'. */
export const cssVarName = (path: readonly string[]) => `--roost-${path.map(kebab).join('-')}`

function build<T extends object>(node: T, path: string[]): VarMap<T> {
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? `var(${cssVarName([...path, key])})`
        : build(value as object, [...path, key]),
    ]),
  ) as VarMap<T>
}

function flatten(node: object, path: string[]): [string, string][] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[cssVarName([...path, key]), value]]
      : flatten(value as object, [...path, key]),
  )
}

/** Tokens as `var(--roost-…)` references: what component styles use, so a theme swap is a CSS change. */
export const vars: VarMap<Tokens> = build(tokens, [])

/** Every token as a CSS custom property declaration, for the :root rule. */
export const cssCustomProperties = (): string =>
  flatten(tokens, [])
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n')
