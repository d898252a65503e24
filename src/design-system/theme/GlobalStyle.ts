import { createGlobalStyle } from 'styled-components'
import { cssCustomProperties, vars } from './vars'

/** Tokens as CSS custom properties on :root, plus a small reset and the base type (sans, 14 px). */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${cssCustomProperties()}
  }
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${vars.font.family};
    font-size: ${vars.font.size};
    line-height: ${vars.font.lineHeight};
    color: ${vars.color.text};
    background: ${vars.color.canvas};
    -webkit-font-smoothing: antialiased;
  }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 2px solid ${vars.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`
