import styled, { keyframes } from 'styled-components'
import { vars } from '../theme'

const slideIn = keyframes`
  from { opacity: 0; transform: translateX(16px); }
  to { opacity: 1; transform: none; }
`

export const StyledToaster = styled.div`
  position: fixed;
  top: ${vars.space.lg};
  right: ${vars.space.lg};
  z-index: ${vars.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  width: min(360px, calc(100vw - 2 * ${vars.space.lg}));
  pointer-events: none;

  & > * {
    pointer-events: auto;
  }
`

export const StyledToast = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.md};
  padding: ${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg};
  border: 1px solid ${vars.color.border};
  border-left-width: 4px;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.md};
  animation: ${slideIn} ${vars.motion.normal} ease-out;

  &[data-tone='error'] {
    border-left-color: ${vars.color.error};
    --toast-tone: ${vars.color.error};
  }
  &[data-tone='success'] {
    border-left-color: ${vars.color.success};
    --toast-tone: ${vars.color.success};
  }
  &[data-tone='info'] {
    border-left-color: ${vars.color.info};
    --toast-tone: ${vars.color.info};
  }
`

export const StyledIcon = styled.span`
  display: inline-flex;
  flex: none;
  color: var(--toast-tone);
`

export const StyledText = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: ${vars.space.xxs};
  padding-top: 1px;
`

export const StyledTitle = styled.strong`
  font-weight: ${vars.font.weightBold};
  color: ${vars.color.text};
`

export const StyledMessage = styled.span`
  color: ${vars.color.text};
  overflow-wrap: anywhere;
`

export const StyledDismiss = styled.div`
  flex: none;
  margin: -${vars.space.xs} -${vars.space.xs} 0 0;
`
