import styled from 'styled-components'
import { controlBox } from '../Field'
import { vars } from '../theme'

export const StyledFrame = styled.div`
  ${controlBox}
  padding: 0 ${vars.space.md};
  gap: ${vars.space.sm};
`

export const StyledInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0;
  border: none;
  background: transparent;
  color: inherit;

  &:focus-visible {
    outline: none;
  }
  &::placeholder {
    color: ${vars.color.textMuted};
  }
  &:disabled {
    cursor: not-allowed;
  }
`

export const StyledAdornment = styled.span`
  display: inline-flex;
  align-items: center;
  flex: none;
  color: ${vars.color.textMuted};
`
