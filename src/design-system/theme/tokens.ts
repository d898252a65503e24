/** Design tokens: the single source for colours, type, spacing, radii, shadows and layering (spec §1, §9). */
export const tokens = {
  color: {
    primary: '#372583',
    primaryHover: '#2b1d69',
    primarySubtle: '#ece9f7',
    success: '#008162',
    successSubtle: '#e0f3ee',
    /** Text on successSubtle: the spec's #008162 reaches only 4.2:1 there, below WCAG AA's 4.5:1 for small text. */
    successText: '#006b51',
    error: '#D82650',
    errorSubtle: '#fbe6eb',
    /** Text on errorSubtle (the spec's #D82650 reaches 4.1:1 there). */
    errorText: '#b01a40',
    warning: '#b45f06',
    warningSubtle: '#fdf0dc',
    /** Text on warningSubtle (warning reaches 4.1:1 there). */
    warningText: '#8f4b00',
    info: '#1f6fb2',
    infoSubtle: '#e3f0fa',
    /** Text on infoSubtle (info reaches 4.56:1 there, too close to AA's floor). */
    infoText: '#1a5e97',
    text: '#1d1b26',
    textMuted: '#5d5a6b',
    textOnPrimary: '#ffffff',
    /** Secondary text on primary, e.g. the navigation's group labels: solid, so no opacity decides its contrast. */
    textOnPrimaryMuted: '#cfc9ec',
    border: '#d9d7e0',
    borderStrong: '#a9a6b6',
    surface: '#ffffff',
    surfaceMuted: '#f6f5fa',
    canvas: '#f1f0f6',
    focus: '#6a56d4',
  },
  font: {
    family: "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    familyMono: "'JetBrains Mono', 'SFMono-Regular', Menlo, Consolas, monospace",
    sizeXs: '12px',
    sizeSm: '13px',
    size: '14px',
    sizeMd: '16px',
    sizeLg: '20px',
    sizeXl: '24px',
    weightRegular: '400',
    weightMedium: '500',
    weightBold: '600',
    lineHeight: '1.45',
  },
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '12px',
    pill: '999px',
  },
  shadow: {
    sm: '0 1px 2px rgba(29, 27, 38, 0.08)',
    md: '0 4px 12px rgba(29, 27, 38, 0.12)',
    lg: '0 12px 32px rgba(29, 27, 38, 0.18)',
    focus: '0 0 0 3px rgba(106, 86, 212, 0.35)',
  },
  /** Layers. The side sheet's base (40) comes from spec §9; its panels and backdrop stack above it. */
  zIndex: {
    base: '0',
    sticky: '10',
    dropdown: '20',
    sideSheet: '40',
    modal: '100',
    toast: '200',
  },
  /** Control heights: the button sizes of spec §1, shared by inputs so rows line up. */
  control: {
    large: '48px',
    regular: '40px',
    small: '32px',
    xxsmall: '28px',
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
  },
} as const

export type Tokens = typeof tokens
