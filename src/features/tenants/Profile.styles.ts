import styled from 'styled-components'
import { vars } from '../../design-system/theme'

/** A titled group of a sheet's fields (guardian, ID and police), two columns like the form around it. */
export const StyledFieldGroup = styled.fieldset`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: start;
  gap: ${vars.space.lg} ${vars.space.md};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  & > legend {
    grid-column: 1 / -1;
    padding: 0;
    margin-bottom: ${vars.space.md};
    font-size: ${vars.font.sizeMd};
    font-weight: ${vars.font.weightBold};
  }
  & > [data-span='full'] {
    grid-column: 1 / -1;
  }
`
