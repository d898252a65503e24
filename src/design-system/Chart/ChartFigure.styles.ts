import styled from 'styled-components'
import { vars } from '../theme'

export const StyledChartFigure = styled.section`
  display: grid;
  gap: ${vars.space.sm};
  min-width: 0;
`

export const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
  justify-content: space-between;
  align-items: center;

  & > :is(h2, h3, h4) {
    margin: 0;
    font-size: ${vars.font.sizeMd};
  }
`

export const StyledPlot = styled.div<{ $height: number }>`
  height: ${({ $height }) => `${$height}px`};
  min-width: 0;
`

export const StyledTableScroll = styled.div`
  max-height: 240px;
  overflow: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};

  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }

  & table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${vars.font.sizeSm};
  }
  & thead th {
    position: sticky;
    top: 0;
    background: ${vars.color.surfaceMuted};
  }
  & th,
  & td {
    padding: ${vars.space.xxs} ${vars.space.xs};
    text-align: left;
    border-bottom: 1px solid ${vars.color.border};
    white-space: nowrap;
  }
  & tbody th {
    font-weight: normal;
  }
  & [data-align='end'] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`
