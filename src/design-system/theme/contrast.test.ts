import { tokens } from './tokens'

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

const { color } = tokens

/** The text-on-background pairs the components draw, each at WCAG AA for small text (4.5:1). */
const TEXT_PAIRS: [string, string, string][] = [
  ['text on surface', color.text, color.surface],
  ['text on canvas', color.text, color.canvas],
  ['muted text on surface', color.textMuted, color.surface],
  ['muted text on muted surface', color.textMuted, color.surfaceMuted],
  ['muted text on canvas', color.textMuted, color.canvas],
  ['text on primary', color.textOnPrimary, color.primary],
  ['muted text on primary', color.textOnPrimaryMuted, color.primary],
  ['primary on its tint', color.primary, color.primarySubtle],
  ['success text on its tint', color.successText, color.successSubtle],
  ['error text on its tint', color.errorText, color.errorSubtle],
  ['warning text on its tint', color.warningText, color.warningSubtle],
  ['info text on its tint', color.infoText, color.infoSubtle],
  ['error on surface', color.error, color.surface],
  ['success on surface', color.success, color.surface],
  ['white on error (danger buttons)', color.textOnPrimary, color.error],
]

describe('colour tokens', () => {
  it.each(TEXT_PAIRS)('%s reaches 4.5:1', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5)
  })

  it('keep the spec’s theme colours (§1)', () => {
    expect([color.primary, color.success, color.error]).toEqual(['#372583', '#008162', '#D82650'])
  })
})
