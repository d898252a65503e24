import styled from 'styled-components'
import { vars } from '../theme'

export const StyledTabList = styled.div`
  display: flex;
  gap: ${vars.space.xs};
  border-bottom: 1px solid ${vars.color.border};
  overflow-x: auto;
`

export const StyledTab = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
  height: ${vars.control.regular};
  padding: 0 ${vars.space.lg};
  margin-bottom: -1px;
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${vars.color.textMuted};
  font-weight: ${vars.font.weightMedium};
  white-space: nowrap;
  cursor: pointer;
  transition:
    color ${vars.motion.fast},
    border-color ${vars.motion.fast};

  &:hover {
    color: ${vars.color.text};
  }
  &[aria-selected='true'] {
    color: ${vars.color.primary};
    border-bottom-color: ${vars.color.primary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset ${vars.shadow.focus};
  }
`

export const StyledCount = styled.span`
  min-width: 20px;
  padding: 0 ${vars.space.xs};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};
  line-height: 20px;
  text-align: center;

  [aria-selected='true'] > & {
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primary};
  }
`

export const StyledPanel = styled.div`
  padding-top: ${vars.space.lg};

  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`
