import styled from 'styled-components'
import { vars } from '../../../design-system/theme'

export const StyledRules = styled.section`
  display: grid;
  gap: ${vars.space.lg};
  padding: ${vars.space.lg};

  & > p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`

export const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space.md};

  & > :last-child {
    margin-left: auto;
  }
`

/** One rule of one scope: its value, its mark, what is coming, and the button that changes it. */
export const StyledCell = styled.div`
  display: grid;
  justify-items: start;
  gap: ${vars.space.xs};
  min-width: 160px;

  & small {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeXs};
  }
`
