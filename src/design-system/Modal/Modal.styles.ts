import styled, { keyframes } from 'styled-components'
import { vars } from '../theme'

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`

const rise = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`

export const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.modal};
  display: grid;
  place-items: center;
  padding: ${vars.space.lg};
  /* The side sheet's backdrop colour (spec §9), so stacked overlays dim alike. */
  background: rgba(0, 0, 0, 0.5);
  animation: ${fadeIn} ${vars.motion.normal} ease-out;
`

export const StyledDialog = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  padding-bottom: ${vars.space.xl};
  max-height: calc(100vh - 2 * ${vars.space.xxl});
  background: ${vars.color.surface};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.lg};
  animation: ${rise} ${vars.motion.normal} ease-out;

  &[data-size='small'] {
    max-width: 400px;
  }
  &[data-size='regular'] {
    max-width: 560px;
  }
  &[data-size='large'] {
    max-width: 800px;
  }
  &:focus-visible {
    outline: none;
  }
`

export const StyledHeader = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.md};
  padding: ${vars.space.xl} ${vars.space.xl} 0;
`

export const StyledTitle = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightBold};
  line-height: 1.3;
`

export const StyledClose = styled.div`
  margin: -${vars.space.xs} -${vars.space.sm} 0 0;
`

export const StyledDescription = styled.p`
  margin: ${vars.space.sm} 0 0;
  padding: 0 ${vars.space.xl};
  color: ${vars.color.textMuted};
`

export const StyledBody = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${vars.space.lg} ${vars.space.xl} 0;
`

export const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space.sm};
  padding: ${vars.space.xl} ${vars.space.xl} 0;
`
