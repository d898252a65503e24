import styled from 'styled-components'
import { vars } from '../../design-system/theme'

export const StyledDeductionRow = styled.li`
  display: grid;
  grid-template-columns: 130px 130px minmax(0, 1fr) auto;
  align-items: end;
  gap: ${vars.space.sm};
`
