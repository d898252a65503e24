import styled from 'styled-components'
import { controlBox } from '../Field'
import { vars } from '../theme'

export const StyledSelectFrame = styled.div`
  position: relative;
  display: flex;
  width: 100%;
  color: ${vars.color.textMuted};
`

export const StyledSelect = styled.select`
  ${controlBox}
  appearance: none;
  padding: 0 ${vars.space.xxl} 0 ${vars.space.md};
  cursor: pointer;

  &:focus-visible {
    outline: none;
  }
  /* The placeholder option reads as a hint, not a value. */
  &:has(option[value='']:checked) {
    color: ${vars.color.textMuted};
  }
`

export const StyledChevron = styled.span`
  position: absolute;
  top: 50%;
  right: ${vars.space.md};
  display: inline-flex;
  transform: translateY(-50%);
  pointer-events: none;
`
