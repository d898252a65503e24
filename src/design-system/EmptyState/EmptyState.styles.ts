import styled from 'styled-components'
import { vars } from '../theme'

export const StyledEmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.xxxl} ${vars.space.xl};
  text-align: center;
`

export const StyledIcon = styled.div`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  margin-bottom: ${vars.space.sm};
  border-radius: 50%;
  background: ${vars.color.primarySubtle};
  color: ${vars.color.primary};
`

export const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightBold};
  color: ${vars.color.text};
`

export const StyledDescription = styled.p`
  max-width: 400px;
  margin: 0;
  color: ${vars.color.textMuted};
`

export const StyledAction = styled.div`
  margin-top: ${vars.space.md};
`
