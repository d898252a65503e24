import styled from 'styled-components'
import { vars } from '../../design-system/theme'

export const StyledMealSlot = styled.fieldset`
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  margin: 0;
  padding: ${vars.space.md};
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${vars.space.md};
  align-items: start;

  legend {
    font-weight: ${vars.font.weightBold};
    padding: 0 ${vars.space.xs};
  }

  & > [data-span='full'] {
    grid-column: 1 / -1;
  }
`

export const StyledCheckRow = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};

  legend {
    font-weight: ${vars.font.weightMedium};
    padding: 0;
    margin-bottom: ${vars.space.xs};
  }
`
