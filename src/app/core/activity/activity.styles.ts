import styled from 'styled-components'
import { vars } from '../../../design-system/theme'

/** The "Changes" disclosure: field, then before → after. */
export const StyledChanges = styled.details`
  font-size: ${vars.font.sizeSm};

  & > summary {
    cursor: pointer;
    color: ${vars.color.primary};
  }
  & > summary:focus-visible {
    outline: 2px solid ${vars.color.primary};
    outline-offset: 2px;
  }
  & dl {
    display: grid;
    gap: ${vars.space.xs};
    margin: ${vars.space.xs} 0 0;
  }
  & dl > div {
    display: grid;
    grid-template-columns: minmax(96px, 35%) 1fr;
    gap: ${vars.space.sm};
  }
  & dt {
    color: ${vars.color.textMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`

/** A record's History: a compact timeline, newest first. */
export const StyledTimeline = styled.ol`
  display: grid;
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    gap: ${vars.space.xs};
    padding-left: ${vars.space.md};
    border-left: 2px solid ${vars.color.border};
  }
  & p {
    margin: 0;
  }
  & [data-part='meta'] {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
`

/** A record's name that opens its sheet: reads as a link. */
export const StyledRecordButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${vars.color.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${vars.color.primary};
    outline-offset: 2px;
  }
`
