import styled from 'styled-components'
import { vars } from '../../design-system/theme'

export const StyledOverview = styled.div`
  display: grid;
  gap: ${vars.space.xl};
`

export const StyledHeadline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};

  & > [data-part='actions'] {
    display: flex;
    align-items: center;
    gap: ${vars.space.md};
    margin-left: auto;
  }
`

export const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${vars.space.md};
  margin: 0;
  padding: ${vars.space.lg};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceMuted};

  & dt {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
  & dd {
    margin: ${vars.space.xxs} 0 0;
    font-size: ${vars.font.sizeLg};
    font-weight: ${vars.font.weightBold};
  }
`

export const StyledFacts = styled.section`
  display: grid;
  gap: ${vars.space.sm};

  & > h3 {
    margin: 0;
    font-size: ${vars.font.sizeMd};
  }
  & > dl {
    display: grid;
    grid-template-columns: 180px minmax(0, 1fr);
    gap: ${vars.space.sm} ${vars.space.md};
    margin: 0;
  }
  & dt {
    color: ${vars.color.textMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  & ul {
    margin: 0;
    padding-left: ${vars.space.lg};
  }
`
