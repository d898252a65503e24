import styled from 'styled-components'
import { vars } from '../../../design-system/theme'

export const StyledPeriod = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};
  align-items: start;
  padding: ${vars.space.lg};
  border-bottom: 1px solid ${vars.color.border};

  & > * {
    min-width: 180px;
  }
`

export const StyledTiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${vars.space.md};
`

export const StyledTile = styled.div`
  display: grid;
  gap: ${vars.space.xxs};
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};

  & > [data-part='label'] {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
  & > [data-part='value'] {
    font-size: ${vars.font.sizeLg};
    font-weight: ${vars.font.weightBold};
  }
  & > [data-part='note'] {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeXs};
  }
`

export const StyledCharts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(340px, 1fr));
  gap: ${vars.space.xl};
`

export const StyledSection = styled.section`
  display: grid;
  gap: ${vars.space.sm};

  & > header {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space.sm};
    justify-content: space-between;
    align-items: center;
  }
  & h2 {
    margin: 0;
    font-size: ${vars.font.sizeMd};
  }
`
