import styled from 'styled-components'
import { vars } from '../../design-system/theme'

export const StyledEditor = styled.div`
  display: grid;
  gap: ${vars.space.lg};

  & > p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`

export const StyledFeatureList = styled.ul`
  display: grid;
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const StyledFeatureRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 96px auto;
  align-items: start;

  & > button {
    margin-top: ${vars.space.xs};
  }
  gap: ${vars.space.md};

  & > [data-part='count'] {
    padding-top: 10px;
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
    white-space: nowrap;
  }
  & > [data-part='removed'] {
    padding-top: 10px;
    color: ${vars.color.textMuted};
    text-decoration: line-through;
  }
`

export const StyledAddRow = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${vars.space.md};

  /* Level with the input: below its label line and the label's gap. */
  & > button {
    margin-top: calc(${vars.font.size} * ${vars.font.lineHeight} + ${vars.space.xs});
  }
`

export const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space.sm};
`
