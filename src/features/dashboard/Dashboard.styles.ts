import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { choiceGroup, figureTile, filterBar, vars } from '../../design-system/theme'

export const StyledFilters = styled.div`
  ${filterBar}
`

export const StyledProperties = styled.fieldset`
  ${choiceGroup}
`

export const StyledBody = styled.div`
  display: grid;
  gap: ${vars.space.xl};
  padding: ${vars.space.lg};
`

export const StyledBlocks = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: ${vars.space.lg};
`

export const StyledBlock = styled.section`
  display: grid;
  align-content: start;
  gap: ${vars.space.sm};

  & > h2 {
    margin: 0;
    font-size: ${vars.font.sizeMd};
  }
`

export const StyledTiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${vars.space.sm};
`

export const StyledTile = styled(Link)`
  ${figureTile}
  color: inherit;
  text-decoration: none;

  &:hover {
    border-color: ${vars.color.primary};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`

export const StyledWorklist = styled.ul`
  display: grid;
  gap: ${vars.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    display: flex;
    justify-content: space-between;
    gap: ${vars.space.md};
    padding: ${vars.space.sm} ${vars.space.md};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    color: inherit;
    text-decoration: none;
  }
  & a:hover {
    border-color: ${vars.color.primary};
  }
  & a:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
  & [data-part='figure'] {
    font-weight: ${vars.font.weightBold};
  }
`

export const StyledCharts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(340px, 1fr));
  gap: ${vars.space.xl};
`

export const StyledMuted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`
