import styled from 'styled-components'
import { m } from 'framer-motion'
import { vars } from '../theme'

export const StyledBackdrop = styled(m.div)`
  position: fixed;
  inset: 0;
  &[data-blur='true'] {
    backdrop-filter: blur(4px);
  }
`

export const StyledPanel = styled(m.section)`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  max-width: 100vw;
  display: flex;
  flex-direction: column;
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.lg};
  outline: none;
  &[data-top='false'] {
    pointer-events: none;
  }
`

export const StyledTitleBar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.md};
  padding: ${vars.space.lg} ${vars.space.xl};
  border-bottom: 1px solid ${vars.color.border};
  & > h2 {
    margin: 0;
    font-size: ${vars.font.sizeMd};
    font-weight: ${vars.font.weightBold};
  }
`

export const StyledBody = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${vars.space.xl};
`

export const StyledLoading = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.md};
  color: ${vars.color.textMuted};
`
