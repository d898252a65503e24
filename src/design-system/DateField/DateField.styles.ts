import styled from 'styled-components'
import { controlBox } from '../Field'
import { vars } from '../theme'

export const StyledDateInput = styled.input`
  ${controlBox}
  padding: 0 ${vars.space.md};

  &:focus-visible {
    outline: none;
  }
  &::-webkit-calendar-picker-indicator {
    cursor: pointer;
  }
`
