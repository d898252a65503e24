import styled from 'styled-components'
import { vars } from '../../design-system/theme'
import { BOARD_LAYOUT } from './boardRows'

/** One static style for every card; status and state switch by data attributes, so 10,000 cards share a class. */
export const StyledBedCard = styled.button`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-rows: repeat(3, auto);
  column-gap: ${vars.space.xs};
  row-gap: 1px;
  align-content: center;
  width: ${BOARD_LAYOUT.cardWidth}px;
  height: 76px;
  padding: ${vars.space.sm} ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-left: 4px solid var(--bed-tone);
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  contain: layout paint;
  --bed-tone: ${vars.color.success};

  &[data-status='2'] {
    --bed-tone: ${vars.color.primary};
  }
  &[data-status='3'] {
    --bed-tone: ${vars.color.info};
  }
  &[data-status='4'] {
    --bed-tone: ${vars.color.warning};
  }
  &[data-inactive='true'] {
    border-style: dashed;
    border-left-style: solid;
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.textMuted};
  }
  &:hover {
    border-color: ${vars.color.borderStrong};
    border-left-color: var(--bed-tone);
    box-shadow: ${vars.shadow.sm};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focus};
  }

  & > [data-part='name'] {
    font-weight: ${vars.font.weightBold};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  & > [data-part='dues'] {
    color: ${vars.color.error};
    font-size: ${vars.font.sizeXs};
    font-weight: ${vars.font.weightMedium};
    white-space: nowrap;
  }
  & > [data-part='tenant'],
  & > [data-part='note'] {
    grid-column: 1 / -1;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  & > [data-part='tenant'][data-empty='true'] {
    color: ${vars.color.textMuted};
  }
  & > [data-part='note'] {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeXs};
  }
`
