import styled from 'styled-components'
import { vars } from '../theme'

export const StyledPagination = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.lg};
  color: ${vars.color.textMuted};
`

export const StyledRowsPerPage = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};

  & > [data-part='select'] {
    position: relative;
    display: inline-flex;
    align-items: center;
  }
  & > [data-part='select'] > svg {
    position: absolute;
    right: ${vars.space.sm};
    pointer-events: none;
  }
`

export const StyledSelect = styled.select`
  height: ${vars.control.small};
  padding: 0 ${vars.space.xxl} 0 ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  appearance: none;
  cursor: pointer;

  &:hover {
    border-color: ${vars.color.borderStrong};
  }
  &:focus-visible {
    outline: none;
    border-color: ${vars.color.primary};
    box-shadow: ${vars.shadow.focus};
  }
`

export const StyledRange = styled.span`
  color: ${vars.color.text};
  font-variant-numeric: tabular-nums;
`

export const StyledPages = styled.ul`
  display: flex;
  align-items: center;
  gap: ${vars.space.xs};
  margin: 0 0 0 auto;
  padding: 0;
  list-style: none;
`

export const StyledPageButton = styled.button`
  display: grid;
  place-items: center;
  min-width: ${vars.control.small};
  height: ${vars.control.small};
  padding: 0 ${vars.space.sm};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text};
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:hover:not(:disabled):not([aria-current='page']) {
    background: ${vars.color.primarySubtle};
  }
  &[aria-current='page'] {
    background: ${vars.color.primary};
    color: ${vars.color.textOnPrimary};
    font-weight: ${vars.font.weightBold};
    cursor: default;
  }
  &:disabled {
    color: ${vars.color.borderStrong};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focus};
  }
`

export const StyledEllipsis = styled.li`
  min-width: ${vars.control.small};
  text-align: center;
`
