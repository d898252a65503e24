import styled from 'styled-components'
import { bareCheckbox } from '../Checkbox'
import { vars } from '../theme'
import { StyledVirtualRow } from './VirtualList.styles'

export const HEADER_HEIGHT = 40
/** Custom property holding the grid-template-columns shared by the header and every row. */
export const COLUMNS_VAR = '--roost-virtual-table-columns'

export const StyledHeaderGroup = styled.div`
  height: ${HEADER_HEIGHT}px;
  overflow: hidden;
  scrollbar-gutter: stable;
  border-bottom: 1px solid ${vars.color.border};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
`

const cells = `
  display: grid;
  grid-template-columns: var(${COLUMNS_VAR});
  align-items: center;

  & > [role='columnheader'],
  & > [role='gridcell'] {
    min-width: 0;
    padding: 0 ${vars.space.md};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    text-align: start;
  }
  & > [data-align='center'] {
    text-align: center;
  }
  & > [data-align='end'] {
    text-align: end;
  }
`

export const StyledHeaderRow = styled.div`
  ${cells}
  height: 100%;
`

/**
 * A row's placeholder bars (while its page loads) and a bare checkbox in a cell are drawn here rather than by
 * components in every cell: a fast scroll mounts dozens of rows a frame, mostly placeholders.
 */
export const StyledTableRow = styled(StyledVirtualRow)`
  ${cells}
  padding: 0;

  &[aria-busy='true'] {
    cursor: progress;
  }
  &[aria-busy='true'] > [role='gridcell']::before {
    content: '';
    display: inline-block;
    width: 70%;
    height: 0.75em;
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surfaceMuted};
    vertical-align: middle;
  }
  & > [role='gridcell'] > input[type='checkbox'] {
    ${bareCheckbox}
    vertical-align: middle;
  }
`
