import styled from 'styled-components'
import { vars } from '../../design-system/theme'

/** The transactions sheets' layout: sections with headings and facts as a two-column list. */
export const StyledSheet = styled.div`
  display: grid;
  gap: ${vars.space.xl};
`

export const StyledSection = styled.section`
  display: grid;
  gap: ${vars.space.md};

  & > h3 {
    margin: 0;
    font-size: ${vars.font.sizeMd};
  }
  & > ol {
    margin: 0;
    padding-left: ${vars.space.lg};
    display: grid;
    gap: ${vars.space.xs};
  }
`

export const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: 140px minmax(0, 1fr);
  gap: ${vars.space.sm} ${vars.space.md};
  margin: 0;

  & > dt {
    color: ${vars.color.textMuted};
  }
  & > dd {
    margin: 0;
  }
`

export const StyledActions = styled.div`
  display: flex;
  gap: ${vars.space.sm};
`
