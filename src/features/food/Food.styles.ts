import styled from 'styled-components'
import { vars } from '../../design-system/theme'

export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};
  align-items: end;
  padding: ${vars.space.lg};
  border-bottom: 1px solid ${vars.color.border};

  & > * {
    min-width: 160px;
  }
`

export const StyledBody = styled.div`
  display: grid;
  gap: ${vars.space.lg};
  padding: ${vars.space.lg};
`
