import styled, { keyframes } from 'styled-components'
import { vars } from '../theme'

export const StyledTableScroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.size};

  & th,
  & td {
    height: 48px;
    padding: 0 ${vars.space.md};
    border-bottom: 1px solid ${vars.color.border};
    text-align: start;
    vertical-align: middle;
  }
  & [data-align='center'] {
    text-align: center;
  }
  & [data-align='end'] {
    text-align: end;
  }
  & tbody tr:last-child > td {
    border-bottom: none;
  }
  &[aria-busy='true'] tbody {
    cursor: progress;
  }
`

export const StyledHeaderCell = styled.th`
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  white-space: nowrap;

  &[data-part='select'] {
    width: 44px;
  }
`

export const StyledSortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  margin: 0 calc(-1 * ${vars.space.xs});
  padding: ${vars.space.xs};
  border: none;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: inherit;
  font-weight: inherit;
  cursor: pointer;

  &:hover {
    color: ${vars.color.text};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focus};
  }
  & > [data-part='sort-indicator'] {
    flex: none;
    opacity: 0.45;
  }
  & > [data-part='sort-indicator'][data-direction='ascending'],
  & > [data-part='sort-indicator'][data-direction='descending'] {
    opacity: 1;
    color: ${vars.color.primary};
  }
`

export const StyledRow = styled.tr`
  &[aria-selected='true'] > td {
    background: ${vars.color.primarySubtle};
  }
  &[data-clickable='true'] {
    cursor: pointer;
  }
  &[data-clickable='true']:hover > td {
    background: ${vars.color.surfaceMuted};
  }
  &[data-clickable='true'][aria-selected='true']:hover > td {
    background: ${vars.color.primarySubtle};
  }
  &[data-clickable='true']:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: -2px;
  }
`

export const StyledCheckbox = styled.input`
  width: 16px;
  height: 16px;
  margin: 0;
  vertical-align: middle;
  accent-color: ${vars.color.primary};
  cursor: pointer;
`

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`

export const StyledShimmer = styled.span`
  display: block;
  height: 12px;
  border-radius: ${vars.radius.sm};
  background: linear-gradient(
      90deg,
      ${vars.color.surfaceMuted} 25%,
      ${vars.color.border} 50%,
      ${vars.color.surfaceMuted} 75%
    )
    0 0 / 400% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`

export const StyledEmpty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.xxl} ${vars.space.lg};
  color: ${vars.color.textMuted};
  text-align: center;

  & > p {
    margin: 0;
    font-weight: ${vars.font.weightMedium};
    color: ${vars.color.text};
  }
`
