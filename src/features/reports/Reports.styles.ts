import styled from 'styled-components'
import { choiceGroup, vars } from '../../design-system/theme'

export const StyledBody = styled.div`
  display: grid;
  gap: ${vars.space.xl};
  padding: ${vars.space.lg};
`

/** The catalogue's areas side by side, each a list of report types. */
export const StyledAreas = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${vars.space.lg};

  & h3 {
    margin: 0 0 ${vars.space.sm};
    font-size: ${vars.font.sizeMd};
  }
`

/** A group of checkboxes or radios under a legend. */
export const StyledChoices = styled.fieldset`
  ${choiceGroup}
  & > label {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space.xs};
  }
`

export const StyledMuted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`

export const StyledFailure = styled.span`
  color: ${vars.color.errorText};
  font-size: ${vars.font.sizeSm};
`

export const StyledActionsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space.xs};
`

export const StyledProgress = styled.div`
  width: 160px;
  height: 6px;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceMuted};
  box-shadow: inset 0 0 0 1px ${vars.color.border};
  overflow: hidden;

  & > span {
    display: block;
    width: var(--progress);
    height: 100%;
    background: ${vars.color.primary};
    transition: width 0.3s ease;
  }
`
