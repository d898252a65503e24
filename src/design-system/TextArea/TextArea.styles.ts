import styled from 'styled-components'
import { controlBox } from '../Field'
import { vars } from '../theme'

export const StyledTextArea = styled.textarea`
  ${controlBox}
  display: block;
  height: auto;
  min-height: ${vars.control.regular};
  padding: ${vars.space.sm} ${vars.space.md};
  font: inherit;
  line-height: ${vars.font.lineHeight};
  resize: vertical;

  &::placeholder {
    color: ${vars.color.textMuted};
  }
`
