import type { SVGProps } from 'react'

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** Edge length in pixels. @default 16 */
  size?: number
  /** Accessible name; without one the icon is decorative and hidden from assistive technology. */
  title?: string
}

/** Builds a 24×24 stroke icon from path data; every icon in the set shares this frame. */
export function createIcon(displayName: string, paths: readonly string[]) {
  function Icon({ size = 16, title, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        role={title ? 'img' : undefined}
        aria-label={title}
        aria-hidden={title ? undefined : true}
        focusable="false"
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    )
  }
  Icon.displayName = displayName
  Icon.paths = paths
  return Icon
}

/**
 * The icon as a CSS `url(...)` for `mask-image`: one element painted in `background-color` instead of an
 * SVG subtree, for places that draw many icons at once (the bed board's cards).
 */
export function iconMaskUrl({ paths }: { paths: readonly string[] }): string {
  const svg =
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' " +
    `stroke-linecap='round' stroke-linejoin='round'>${paths.map((d) => `<path d='${d}'/>`).join('')}</svg>`
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`
}
