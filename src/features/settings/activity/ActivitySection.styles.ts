import styled from 'styled-components'
import { vars } from '../../../design-system/theme'

export const StyledActivityToolbar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${vars.space.md};
  align-items: end;
  padding: ${vars.space.lg};
  border-bottom: 1px solid ${vars.color.border};
`

export const StyledActivityFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};
  justify-content: space-between;
  align-items: center;
  padding: ${vars.space.sm} ${vars.space.lg};
  border-top: 1px solid ${vars.color.border};
`

export const StyledActivityState = styled.div`
  padding: ${vars.space.lg};
`
