import styled from 'styled-components'
import { vars } from '../../design-system/theme'

/** Money lines with the amount at the end and a total row. */
export const StyledLines = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space.xs} ${vars.space.md};
  margin: 0;

  & > dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  & > [data-total] {
    padding-top: ${vars.space.xs};
    border-top: 1px solid ${vars.color.border};
    font-weight: ${vars.font.weightMedium};
  }
`
