import styled from 'styled-components'
import { vars } from '../../design-system/theme'

export const StyledForm = styled.form`
  display: grid;
  gap: ${vars.space.xl};
`

export const StyledSection = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: start;
  gap: ${vars.space.lg} ${vars.space.md};
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;

  & > legend {
    margin-bottom: ${vars.space.md};
    padding: 0;
    font-size: ${vars.font.sizeMd};
    font-weight: ${vars.font.weightBold};
  }
  & > [data-span='full'] {
    grid-column: 1 / -1;
  }
`

/** Save and cancel stay in reach at the bottom of the sheet while the form scrolls. */
export const StyledFormFooter = styled.div`
  position: sticky;
  bottom: calc(-1 * ${vars.space.xl});
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space.sm};
  margin: 0 calc(-1 * ${vars.space.xl}) calc(-1 * ${vars.space.xl});
  padding: ${vars.space.md} ${vars.space.xl};
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
`
