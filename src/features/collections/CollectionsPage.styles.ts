import styled from 'styled-components'
import { vars } from '../../design-system/theme'

export const StyledFigures = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
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
    font-size: ${vars.font.sizeLg};
    font-weight: ${vars.font.weightBold};
  }
  & > dd[data-tone='error'] {
    color: ${vars.color.error};
  }
  & > dd[data-tone='success'] {
    color: ${vars.color.success};
  }
  & > dd + dd {
    font-size: ${vars.font.sizeSm};
    font-weight: normal;
    color: ${vars.color.textMuted};
  }
`

export const StyledToolbar = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 1fr) repeat(3, minmax(140px, 200px));
  gap: ${vars.space.md};
  align-items: end;
  padding: ${vars.space.lg};
  border-bottom: 1px solid ${vars.color.border};
`

export const StyledSelectionBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.sm} ${vars.space.lg};
  border-bottom: 1px solid ${vars.color.border};
  background: ${vars.color.surfaceMuted};

  & > [data-part='count'] {
    margin-right: auto;
    font-weight: ${vars.font.weightMedium};
  }
`

export const StyledCell = styled.span`
  display: grid;
  min-width: 0;

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > [data-part='muted'] {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
`

export const StyledFooter = styled.div`
  padding: ${vars.space.sm} ${vars.space.lg};
  border-top: 1px solid ${vars.color.border};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`
