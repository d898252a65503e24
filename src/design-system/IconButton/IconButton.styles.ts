import styled from 'styled-components'
import { vars } from '../theme'

export const StyledIconButton = styled.button`
  display: inline-grid;
  flex: none;
  place-items: center;
  border: 0;
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;

  &[data-size='small'] {
    width: ${vars.control.small};
    height: ${vars.control.small};
    border-radius: ${vars.radius.md};
  }
  &[data-size='xxsmall'] {
    width: ${vars.control.xxsmall};
    height: ${vars.control.xxsmall};
    border-radius: ${vars.radius.sm};
  }
  &:hover:not(:disabled) {
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.text};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focus};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`
