import styled from 'styled-components'
import { vars } from '../theme'

export const StyledGroup = styled.div`
  display: grid;
  gap: ${vars.space.sm};
`

export const StyledBoxes = styled.div`
  display: flex;
  gap: ${vars.space.sm};
`

export const StyledBox = styled.input`
  width: ${vars.control.large};
  height: ${vars.control.large};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  text-align: center;
  font-size: ${vars.font.sizeLg};
  font-family: ${vars.font.familyMono};
  &:focus {
    outline: none;
    border-color: ${vars.color.primary};
    box-shadow: ${vars.shadow.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${vars.color.error};
  }
  &:disabled {
    background: ${vars.color.surfaceMuted};
  }
`

export const StyledLegend = styled.span`
  font-weight: ${vars.font.weightMedium};
`

export const StyledError = styled.span`
  color: ${vars.color.error};
  font-size: ${vars.font.sizeSm};
`
