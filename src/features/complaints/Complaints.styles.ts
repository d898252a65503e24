import styled from 'styled-components'
import { filterNotice, vars } from '../../design-system/theme'

export const StyledTabs = styled.div`
  padding: ${vars.space.sm} ${vars.space.lg} 0;
`

export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space.md};
  padding: ${vars.space.md} ${vars.space.lg};
`

/** The resolved period a dashboard tile opened the list with, and the way back to every complaint. */
export const StyledPeriod = styled.div`
  ${filterNotice}
`

export const StyledFooter = styled.div`
  padding: ${vars.space.md} ${vars.space.lg};
`

export const StyledState = styled.div`
  padding: ${vars.space.lg};
`

export const StyledCell = styled.span`
  display: grid;
  gap: 2px;

  & > span {
    color: ${vars.color.textMuted};
  }
`

export const StyledBadges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
`

export const StyledFieldError = styled.p`
  margin: ${vars.space.xs} 0 0;
  color: ${vars.color.errorText};
`

export const StyledAttachments = styled.ul`
  display: grid;
  gap: ${vars.space.xs};
  margin: ${vars.space.sm} 0 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space.sm};
  }
`

export const StyledTimeline = styled.ol`
  display: grid;
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    gap: ${vars.space.xs};
    padding-left: ${vars.space.md};
    border-left: 2px solid ${vars.color.border};
  }

  & > li[data-visibility='INTERNAL'] {
    border-left-color: ${vars.color.warning};
  }

  & [data-part='meta'] {
    color: ${vars.color.textMuted};
  }
`

export const StyledActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`

/** One priority's two targets under its name. */
export const StyledTargets = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space.sm} ${vars.space.md};
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${vars.space.xs};
    font-weight: ${vars.font.weightMedium};
  }
`
