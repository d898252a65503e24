import type { Decorator } from '@storybook/react-webpack5'

/** Shows a side-sheet panel's content at the panel's width and on its surface, as the side sheet shows it. */
export const inSheetFrame =
  (width: number): Decorator =>
  (Story) => (
    <div
      style={{
        width,
        minHeight: '100vh',
        padding: 24,
        background: '#fff',
        boxShadow: '0 12px 32px rgba(29, 27, 38, 0.18)',
      }}
    >
      <Story />
    </div>
  )
