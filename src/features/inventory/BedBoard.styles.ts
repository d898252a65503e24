import styled, { css } from 'styled-components'
import { bareCheckbox } from '../../design-system/Checkbox'
import { vars } from '../../design-system/theme'
import { bedCardScope } from './BedCard.styles'
import { BOARD_LAYOUT } from './boardRows'

/**
 * The board's rows are plain elements named by data attributes and styled here, by the frame: one block of CSS
 * injected when the frame mounts (it holds the loading skeleton first), rather than a styled component per row
 * part generating and injecting its rules as the first rows arrive, and rendering again on every scroll frame.
 */
const boardRowsScope = css`
  & [data-row='floor'] {
    display: flex;
    align-items: center;
    gap: ${vars.space.md};
    padding: 0 ${BOARD_LAYOUT.rowPadding}px;
    border-bottom: 1px solid ${vars.color.border};
    background: ${vars.color.surfaceMuted};

    & > h2 {
      margin: 0;
      font-size: ${vars.font.size};
      font-weight: ${vars.font.weightBold};
    }
    & > span {
      color: ${vars.color.textMuted};
      font-size: ${vars.font.sizeSm};
    }
  }

  & [data-row='room'] {
    display: grid;
    grid-template-columns: ${BOARD_LAYOUT.roomColumn}px minmax(0, 1fr);
    align-items: center;
    padding: 0 ${BOARD_LAYOUT.rowPadding}px;
    border-bottom: 1px solid ${vars.color.border};

    &[data-selected='true'] {
      background: ${vars.color.primarySubtle};
    }
    &[data-continued='true'] {
      border-top: none;
    }
    & > [data-part='beds'] {
      display: flex;
      gap: ${BOARD_LAYOUT.gap}px;
      min-width: 0;
    }
  }

  & [data-row='units'] {
    display: flex;
    align-items: center;
    gap: ${BOARD_LAYOUT.gap}px;
    padding: 0 ${BOARD_LAYOUT.rowPadding}px;
    border-bottom: 1px solid ${vars.color.border};
  }

  & [data-part='unit'] {
    display: grid;
    grid-template-columns: ${BOARD_LAYOUT.unitSelect - BOARD_LAYOUT.gap}px auto;
    align-items: center;
    gap: ${BOARD_LAYOUT.gap}px;
    padding: ${vars.space.xxs};
    border-radius: ${vars.radius.md};

    &[data-selected='true'] {
      background: ${vars.color.primarySubtle};
    }
    & > input[type='checkbox'] {
      ${bareCheckbox}
    }
  }

  & [data-part='room'] {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-rows: auto auto;
    column-gap: ${vars.space.sm};
    align-items: center;
    min-width: 0;
    padding-right: ${vars.space.md};

    & > input[type='checkbox'] {
      ${bareCheckbox}
    }

    & > [data-part='meta'] {
      grid-column: 2;
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${vars.space.xs};
      color: ${vars.color.textMuted};
      font-size: ${vars.font.sizeXs};
    }
    & > [data-part='continued'] {
      grid-column: 2;
      color: ${vars.color.textMuted};
      font-size: ${vars.font.sizeXs};
    }
  }

  & [data-part='room-name'] {
    justify-self: start;
    max-width: 100%;
    padding: 0;
    border: none;
    background: none;
    color: ${vars.color.primary};
    font: inherit;
    font-weight: ${vars.font.weightBold};
    text-align: left;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    cursor: pointer;

    &:hover {
      text-decoration: underline;
    }
    &:focus-visible {
      outline: none;
      border-radius: ${vars.radius.sm};
      box-shadow: ${vars.shadow.focus};
    }
  }
`

export const StyledBoardFrame = styled.div`
  position: relative;
  display: flex;
  flex: 1;
  min-height: 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  overflow: hidden;
  ${bedCardScope}
  ${boardRowsScope}
`
