import styled from 'styled-components'
import { vars } from '../../design-system/theme'

/* Styles the transfer, document review and bank-link pieces share. */

/** A secondary line under a fact or a list item's title. */
export const StyledMutedLine = styled.span`
  display: block;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`

/** Badges and small buttons in a row that wraps. */
export const StyledBadgeRow = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${vars.space.xs};
`

/** The bar over the tenant list while residents are selected. */
export const StyledSelectionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.sm} ${vars.space.lg};
  border-bottom: 1px solid ${vars.color.border};
  background: ${vars.color.primarySubtle};
`
