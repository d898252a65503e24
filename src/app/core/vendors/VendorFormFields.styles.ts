import styled from 'styled-components'
import { vars } from '../../../design-system/theme'

export const StyledFieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs} ${vars.space.md};
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${vars.space.xs};
    font-weight: ${vars.font.weightMedium};
  }
`

export const StyledFieldError = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${vars.color.errorText};
`

export const StyledHint = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${vars.color.textMuted};
`
