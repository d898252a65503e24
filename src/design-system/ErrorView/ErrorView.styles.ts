import styled from 'styled-components'
import { vars } from '../theme'

export const StyledErrorView = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.md};
  min-height: 100vh;
  padding: ${vars.space.xxl} ${vars.space.xl};
  text-align: center;
  background: ${vars.color.canvas};
`

export const StyledIcon = styled.div`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${vars.color.errorSubtle};
  color: ${vars.color.error};
`

export const StyledTitle = styled.h1`
  margin: ${vars.space.sm} 0 0;
  font-size: ${vars.font.sizeXl};
  font-weight: ${vars.font.weightBold};
  color: ${vars.color.text};
`

export const StyledMessage = styled.p`
  max-width: 420px;
  margin: 0;
  color: ${vars.color.textMuted};
`

export const StyledErrorId = styled.p`
  margin: 0 0 ${vars.space.md};
  font-family: ${vars.font.familyMono};
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
  user-select: all;
`
