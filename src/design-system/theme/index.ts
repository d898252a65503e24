export { tokens, type Tokens } from './tokens'
export { vars, cssVarName, cssCustomProperties } from './vars'
export { GlobalStyle } from './GlobalStyle'
