import styled from 'styled-components'
import { vars } from '../../design-system/theme'

export const StyledToolbar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${vars.space.md};
  align-items: end;
  padding: ${vars.space.lg};
  border-bottom: 1px solid ${vars.color.border};
`

export const StyledTabs = styled.div`
  padding: ${vars.space.sm} ${vars.space.lg} 0;
`

export const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};
  justify-content: space-between;
  align-items: center;
  padding: ${vars.space.sm} ${vars.space.lg};
  border-top: 1px solid ${vars.color.border};
`

export const StyledNameCell = styled.span`
  display: grid;
  gap: ${vars.space.xxs};

  & > strong {
    font-weight: ${vars.font.weightMedium};
  }
`

export const StyledFieldset = styled.fieldset`
  display: grid;
  gap: ${vars.space.xs};
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${vars.space.xs};
    font-weight: ${vars.font.weightMedium};
  }
`

export const StyledFieldError = styled.p`
  margin: 0;
  color: ${vars.color.errorText};
`

export const StyledState = styled.div`
  padding: ${vars.space.lg};
`
