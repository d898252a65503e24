import styled from 'styled-components'
import { vars } from '../theme'

export const StyledSwitch = styled.button`
  position: relative;
  flex: none;
  width: 36px;
  height: 20px;
  padding: 0;
  border: none;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.borderStrong};
  cursor: pointer;
  transition: background-color ${vars.motion.fast};

  &[aria-checked='true'] {
    background: ${vars.color.primary};
  }
  &[aria-invalid='true'] {
    box-shadow: 0 0 0 1px ${vars.color.error};
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

export const StyledThumb = styled.span`
  position: absolute;
  top: 2px;
  left: 2px;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.sm};
  transition: transform ${vars.motion.fast};

  [aria-checked='true'] > & {
    transform: translateX(16px);
  }
`
