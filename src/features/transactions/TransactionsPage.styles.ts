import styled from 'styled-components'
import { vars } from '../../design-system/theme'

export const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${vars.space.md};
  margin: 0 0 ${vars.space.lg};

  & > div {
    display: grid;
    gap: ${vars.space.xxs};
    padding: ${vars.space.lg};
    background: ${vars.color.surface};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
  }
  & dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
  & dd {
    margin: 0;
    font-size: ${vars.font.sizeLg};
    font-weight: ${vars.font.weightBold};
  }
`

export const StyledToolbar = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 1fr) repeat(2, minmax(140px, 200px));
  gap: ${vars.space.md};
  align-items: end;
  padding: ${vars.space.lg};
  border-bottom: 1px solid ${vars.color.border};
`

export const StyledFooter = styled.div`
  padding: ${vars.space.sm} ${vars.space.lg};
  border-top: 1px solid ${vars.color.border};
`

export const StyledCell = styled.span`
  display: grid;
  min-width: 0;

  & > [data-part='muted'] {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
`
