import styled, { css } from 'styled-components'
import { iconMaskUrl } from '../../design-system/icons'
import { BED_STATUSES } from '../../design-system/StatusBadge'
import { vars } from '../../design-system/theme'
import { BOARD_LAYOUT } from './boardRows'

/**
 * The card's rules, applied by an ancestor to `[data-bed-card]`: cards are plain buttons, so mounting a row of
 * them costs no styled-component per card. Status and state switch by data attributes.
 */
const bedCardRules = css`
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

  & > [data-part='icon'] {
    width: 16px;
    height: 16px;
    background-color: var(--bed-tone);
    mask: no-repeat center / contain;
  }
  ${BED_STATUSES.map(
    ({ code, icon }) => css`
      &[data-status='${code}'] > [data-part='icon'] {
        mask-image: ${iconMaskUrl(icon)};
      }
    `,
  )}
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

/** Where bed cards are styled: the board's frame, or any container showing cards on their own. */
export const bedCardScope = css`
  & [data-bed-card] {
    ${bedCardRules}
  }
`

/** A container for cards outside the board (stories). */
export const StyledBedCardScope = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${BOARD_LAYOUT.gap}px;
  ${bedCardScope}
`
