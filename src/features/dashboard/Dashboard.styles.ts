import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { vars } from '../../design-system/theme'

export const StyledFilters = styled.div`
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

export const StyledProperties = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs} ${vars.space.md};
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    width: 100%;
    margin-bottom: ${vars.space.xs};
    font-size: ${vars.font.sizeSm};
    font-weight: ${vars.font.weightBold};
  }
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
  display: grid;
  gap: ${vars.space.xxs};
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  color: inherit;
  text-decoration: none;

  &:hover {
    border-color: ${vars.color.primary};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
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
