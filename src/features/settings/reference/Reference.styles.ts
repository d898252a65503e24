import styled from 'styled-components'
import { vars } from '../../../design-system/theme'

export const StyledSection = styled.div`
  padding: ${vars.space.md} 0 0;
`

export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space.md};
  padding: ${vars.space.md} ${vars.space.lg};
`

/** Pushes what follows it in the toolbar to the far end. */
export const StyledSpacer = styled.span`
  flex: 1;
`

export const StyledFooter = styled.div`
  padding: ${vars.space.md} ${vars.space.lg};
`

export const StyledState = styled.div`
  padding: ${vars.space.lg};
`

export const StyledCell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};
`

export const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${vars.font.sizeMd};
`
