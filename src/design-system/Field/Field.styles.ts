import styled, { css } from 'styled-components'
import { vars } from '../theme'

/** The bordered box every text-like control shares, so inputs, selects and date fields line up. */
export const controlBox = css`
  display: flex;
  align-items: center;
  width: 100%;
  height: ${vars.control.regular};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  transition:
    border-color ${vars.motion.fast},
    box-shadow ${vars.motion.fast};

  &:hover {
    border-color: ${vars.color.textMuted};
  }
  &:focus-within {
    outline: none;
    border-color: ${vars.color.focus};
    box-shadow: ${vars.shadow.focus};
  }
  &[aria-invalid='true'],
  &[data-invalid='true'] {
    border-color: ${vars.color.error};
  }
  &:disabled,
  &[data-disabled='true'] {
    border-color: ${vars.color.border};
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.textMuted};
    cursor: not-allowed;
  }
`

export const StyledField = styled.div`
  display: grid;
  gap: ${vars.space.xs};
  min-width: 0;

  &[data-layout='stacked'] {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'label' 'control' 'hint' 'error';
  }
  &[data-layout='inline'] {
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas: 'control label' '. hint' '. error';
    align-items: center;
    column-gap: ${vars.space.sm};
  }
`

export const StyledLabel = styled.label`
  grid-area: label;
  color: ${vars.color.text};
  font-weight: ${vars.font.weightMedium};

  &[data-visibility='hidden'] {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`

export const StyledRequired = styled.span`
  margin-left: ${vars.space.xxs};
  color: ${vars.color.error};
`

export const StyledControl = styled.div`
  grid-area: control;
  display: flex;
  min-width: 0;
`

export const StyledHint = styled.p`
  grid-area: hint;
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`

export const StyledError = styled.p`
  grid-area: error;
  display: flex;
  align-items: center;
  gap: ${vars.space.xs};
  margin: 0;
  color: ${vars.color.error};
  font-size: ${vars.font.sizeSm};
`
