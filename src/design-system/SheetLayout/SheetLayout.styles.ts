import styled from 'styled-components'
import { vars } from '../theme'

/** The layout side-sheet panels share: sections with headings, facts as a two-column list, forms in a grid. */
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
  & > p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`

export const StyledHeadline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};

  & > [data-part='end'] {
    margin-left: auto;
  }
`

export const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: 120px minmax(0, 1fr);
  gap: ${vars.space.sm} ${vars.space.md};
  margin: 0;

  & > dt {
    color: ${vars.color.textMuted};
  }
  & > dd {
    margin: 0;
  }
  & > dd[data-tone='error'] {
    color: ${vars.color.error};
    font-weight: ${vars.font.weightMedium};
  }
`

export const StyledFormGrid = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: start;
  gap: ${vars.space.lg} ${vars.space.md};

  & > [data-span='full'] {
    grid-column: 1 / -1;
  }
`

export const StyledActions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space.sm};
`

export const StyledList = styled.ul`
  display: grid;
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const StyledListItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space.xs} ${vars.space.md};
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};

  & > [data-part='main'] {
    display: grid;
    gap: ${vars.space.xxs};
    min-width: 0;
  }
  & [data-part='muted'] {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
  & > [data-part='side'] {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: ${vars.space.xs};
  }
`

/** A message about the whole form, such as nothing to apply. */
export const StyledNotice = styled.p`
  margin: 0;
  color: ${vars.color.error};
  font-size: ${vars.font.sizeSm};
`
