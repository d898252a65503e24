import styled from 'styled-components'
import { filterNotice, vars } from '../../design-system/theme'

export const StyledToolbar = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 320px) repeat(2, minmax(160px, 220px));
  gap: ${vars.space.md};
  align-items: end;
  padding: ${vars.space.lg};
  border-bottom: 1px solid ${vars.color.border};
`

export const StyledTabs = styled.div`
  padding: ${vars.space.sm} ${vars.space.lg} 0;
`

export const StyledFooter = styled.div`
  padding: ${vars.space.sm} ${vars.space.lg};
  border-top: 1px solid ${vars.color.border};
`

export const StyledNameCell = styled.span`
  display: grid;
  gap: ${vars.space.xxs};
  min-width: 0;

  & > strong {
    font-weight: ${vars.font.weightMedium};
  }
`

export const StyledMuted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`

export const StyledHeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`

/** The move-in or move-out period a dashboard tile opened the list with, and the way back to every tenant. */
export const StyledMoved = styled.div`
  ${filterNotice}
`
