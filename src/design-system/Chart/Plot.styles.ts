import styled from 'styled-components'
import { vars } from '../theme'

export const StyledPlotBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  width: 100%;
  height: 100%;
`

/** The drawing's room: what is left of the box beside the legend, measured for the picture. */
export const StyledCanvas = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;

  & > svg {
    position: absolute;
    inset: 0;
    display: block;
    overflow: visible;
  }
  & text {
    font-size: ${vars.font.sizeXs};
    fill: ${vars.color.textMuted};
  }
`

export const StyledTip = styled.div`
  position: absolute;
  top: 0;
  z-index: 1;
  min-width: 120px;
  padding: ${vars.space.xs} ${vars.space.sm};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  box-shadow: ${vars.shadow.md};
  font-size: ${vars.font.sizeSm};
  white-space: nowrap;
  pointer-events: none;

  & > strong {
    display: block;
    font-weight: ${vars.font.weightMedium};
  }
  & > dl {
    display: grid;
    grid-template-columns: auto auto;
    gap: 0 ${vars.space.md};
    margin: 0;
  }
  & dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`

export const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space.xs} ${vars.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};

  & > li {
    display: flex;
    align-items: center;
    gap: ${vars.space.xs};
  }
`

/** A series' mark in the legend and the tooltip: its colour (set on the element), dashed for a dashed line. */
export const StyledSwatch = styled.span`
  display: inline-block;
  width: 14px;
  height: 0;
  border-top: 3px solid;
  vertical-align: middle;
  &[data-dashed='true'] {
    border-top-style: dashed;
  }
`
