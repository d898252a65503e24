import styled from 'styled-components'
import { vars } from '../../design-system/theme'

export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};
  align-items: end;
  padding: ${vars.space.lg};
  border-bottom: 1px solid ${vars.color.border};

  & > * {
    min-width: 160px;
  }
`

export const StyledBody = styled.div`
  display: grid;
  gap: ${vars.space.lg};
  padding: ${vars.space.lg};
`

export const StyledFloors = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    gap: ${vars.space.sm};
    padding: ${vars.space.md};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
  }
  & h3 {
    margin: 0;
    font-size: ${vars.font.sizeMd};
  }
`

export const StyledCounts = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`

/** One resident's marks: the four choices side by side, as a segmented control over native radios. */
export const StyledMarks = styled.fieldset`
  display: grid;
  gap: ${vars.space.sm};
  margin: 0;
  padding: ${vars.space.md} 0;
  border: 0;
  border-bottom: 1px solid ${vars.color.border};

  & > legend {
    float: left;
    width: 100%;
    padding: 0;
    font-weight: ${vars.font.weightMedium};
  }
  & [data-part='choices'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space.xs};
  }
  & [data-part='choices'] label {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space.xxs};
    padding: ${vars.space.xxs} ${vars.space.sm};
    border: 1px solid ${vars.color.borderStrong};
    border-radius: ${vars.radius.pill};
    cursor: pointer;
  }
  & [data-part='choices'] label:has(input:checked) {
    border-color: ${vars.color.primary};
    background: ${vars.color.primarySubtle};
  }
  & [data-part='choices'] label:has(input:focus-visible) {
    box-shadow: ${vars.shadow.focus};
  }
  & [data-part='muted'] {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
`

export const StyledPair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${vars.space.md};
`
