import styled, { css } from 'styled-components'
import { vars } from '../theme'

export const StyledBox = styled.span`
  position: relative;
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 18px;
  height: 18px;
  color: ${vars.color.textOnPrimary};

  & > * {
    grid-area: 1 / 1;
  }
  & > svg {
    pointer-events: none;
    visibility: hidden;
  }
  & > input:checked:not(:indeterminate) ~ [data-part='check'],
  & > input:indeterminate ~ [data-part='dash'] {
    visibility: visible;
  }
`

/** The box of a checkbox: Checkbox's, and the bare ones a table draws in its many rows (VirtualTable). */
export const checkboxBox = css`
  appearance: none;
  width: 18px;
  height: 18px;
  margin: 0;
  border: 1.5px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  cursor: pointer;
  transition:
    background-color ${vars.motion.fast},
    border-color ${vars.motion.fast};

  &:hover:not(:disabled) {
    border-color: ${vars.color.primary};
  }
  &:checked,
  &:indeterminate {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
  }
  &[aria-invalid='true'] {
    border-color: ${vars.color.error};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focus};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`

export const StyledCheckbox = styled.input`
  ${checkboxBox}
`
