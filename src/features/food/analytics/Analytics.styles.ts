import styled from 'styled-components'
import { figureTile, filterBar, vars } from '../../../design-system/theme'

export const StyledPeriod = styled.div`
  ${filterBar}
`

export const StyledTiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${vars.space.md};
`

export const StyledTile = styled.div`
  ${figureTile}
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
