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
 * The icon as a CSS `url(...)` drawn in one colour (a literal: CSS variables do not reach into an image), for
 * places that draw many icons at once without an SVG subtree each.
 */
export function iconImageUrl(
  { paths }: { paths: readonly string[] },
  color: string,
  strokeWidth = 2,
): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='${color}' ` +
    `stroke-width='${strokeWidth}' stroke-linecap='round' stroke-linejoin='round'>` +
    `${paths.map((d) => `<path d='${d}'/>`).join('')}</svg>`
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`
}

/** The icon as a CSS `url(...)` for `mask-image`: one element painted in `background-color` (the bed board's cards). */
export const iconMaskUrl = (icon: { paths: readonly string[] }): string => iconImageUrl(icon, 'black')
