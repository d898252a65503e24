import styled from 'styled-components'
import { TextField } from '../TextField'
import { vars } from '../theme'

/** The text field without the browser's own clear button, which would double the one beside the text. */
export const StyledSearchField = styled(TextField)`
  & input::-webkit-search-cancel-button {
    appearance: none;
    display: none;
  }
`

export const StyledClearButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: none;
  border-radius: ${vars.radius.pill};
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;

  &:hover {
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.text};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focus};
  }
`
