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

export const StyledPeriod = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 240px));
  gap: ${vars.space.md};
  margin-bottom: ${vars.space.lg};
`

/** The days the dashboard opened the list on, beside the month picker, with the way back to the month. */
export const StyledRange = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${vars.space.sm};
  font-size: ${vars.font.sizeSm};
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

export const StyledState = styled.div`
  padding: ${vars.space.lg};
`

export const StyledFigures = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${vars.space.md};
  margin-bottom: ${vars.space.lg};
`

export const StyledFigure = styled.dl`
  margin: 0;
  display: grid;
  gap: ${vars.space.xxs};

  & > dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
  & > dd {
    margin: 0;
  }
  & > dd[data-part='value'] {
    font-size: ${vars.font.sizeLg};
    font-weight: ${vars.font.weightBold};
  }
`

export const StyledCharts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${vars.space.md};
  margin-bottom: ${vars.space.lg};

  & h2 {
    margin: 0 0 ${vars.space.md};
    font-size: ${vars.font.sizeMd};
  }
  & table {
    width: 100%;
    border-collapse: collapse;
    margin-top: ${vars.space.md};
    font-size: ${vars.font.sizeSm};
  }
  & th,
  & td {
    padding: ${vars.space.xxs} ${vars.space.xs};
    text-align: left;
    border-bottom: 1px solid ${vars.color.border};
  }
  & [data-align='end'] {
    text-align: right;
  }
`

export const StyledBars = styled.div`
  display: grid;
  gap: ${vars.space.xs};
`

export const StyledBarRow = styled.div`
  display: grid;
  grid-template-columns: 8rem 1fr;
  gap: ${vars.space.sm};
  align-items: center;
  font-size: ${vars.font.sizeSm};
`

export const StyledBar = styled.span<{ $share: number }>`
  display: block;
  height: 12px;
  width: ${({ $share }) => `${Math.max($share * 100, 1)}%`};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.primary};
`

export const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(12, 1fr);
  gap: ${vars.space.xxs};
  align-items: end;
  height: 120px;
`

export const StyledColumn = styled.span<{ $share: number }>`
  display: block;
  height: ${({ $share }) => `${Math.max($share * 100, 1)}%`};
  border-radius: ${vars.radius.sm} ${vars.radius.sm} 0 0;
  background: ${vars.color.primary};
`

export const StyledCell = styled.span`
  display: grid;
  gap: ${vars.space.xxs};

  & > [data-part='muted'] {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
  &[data-voided] > [data-part='main'] {
    text-decoration: line-through;
  }
`

export const StyledBadges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space.xxs};
`

export const StyledPreview = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`
