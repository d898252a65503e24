import styled, { css } from 'styled-components'
import { CheckIcon, iconImageUrl } from '../icons'
import { tokens, vars } from '../theme'

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

/**
 * A bare `<input type="checkbox">` drawn like Checkbox (its tick an image, not an SVG subtree): for lists that
 * mount many rows a frame (VirtualTable, the bed board), one element each instead of a labelled field.
 */
export const bareCheckbox = css`
  ${checkboxBox}
  flex: none;

  &:checked {
    background: ${vars.color.primary} ${iconImageUrl(CheckIcon, tokens.color.textOnPrimary, 3)} center / 14px
      no-repeat;
  }
`

export const StyledCheckbox = styled.input`
  ${checkboxBox}
`
