import styled from 'styled-components'
import { vars } from '../../design-system/theme'

export const StyledNotice = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.lg};
  margin-bottom: ${vars.space.lg};
  padding: ${vars.space.md} ${vars.space.lg};
  border-left: 4px solid ${vars.color.error};
  border-radius: ${vars.radius.md};
  background: ${vars.color.errorSubtle};
  color: ${vars.color.errorText};
  & > p {
    flex: 1;
    margin: 0;
  }
`
