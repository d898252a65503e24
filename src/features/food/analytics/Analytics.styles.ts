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

/**
 * A section that runs far below the fold (the meals: three or four rows a day): the browser lays it out and paints
 * it only as it nears the viewport (`content-visibility: auto`), in the space it last took, or 2,400 px at first.
 */
export const StyledLongSection = styled(StyledSection)`
  content-visibility: auto;
  contain-intrinsic-size: auto 2400px;
`
