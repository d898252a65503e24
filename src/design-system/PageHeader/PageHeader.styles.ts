import styled from 'styled-components'
import { vars } from '../theme'

export const StyledPageHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  margin-bottom: ${vars.space.xl};
`

export const StyledBreadcrumbs = styled.div`
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
`

export const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space.lg};
`

export const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${vars.font.sizeXl};
  font-weight: ${vars.font.weightBold};
  line-height: 1.25;
  color: ${vars.color.text};
`

export const StyledDescription = styled.p`
  margin: ${vars.space.xs} 0 0;
  color: ${vars.color.textMuted};
`

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`
