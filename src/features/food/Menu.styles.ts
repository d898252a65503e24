import styled from 'styled-components'
import { vars } from '../../design-system/theme'

export const StyledTableFrame = styled.div`
  overflow-x: auto;
`

export const StyledMenuTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.sizeSm};

  caption {
    text-align: left;
    font-weight: ${vars.font.weightBold};
    padding-bottom: ${vars.space.sm};
  }

  th,
  td {
    border: 1px solid ${vars.color.border};
    padding: ${vars.space.sm};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    background: ${vars.color.surfaceMuted};
  }

  td[data-off='true'] {
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.textMuted};
  }
`

export const StyledCell = styled.div`
  display: grid;
  gap: ${vars.space.xs};
  min-width: 140px;
`

export const StyledDishes = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space.xxs};
`

export const StyledDietTag = styled.span`
  display: inline-block;
  margin-left: ${vars.space.xs};
  padding: 0 ${vars.space.xs};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.font.sizeXs};
  border: 1px solid currentColor;

  &[data-diet='VEG'],
  &[data-diet='JAIN'] {
    color: ${vars.color.successText};
  }

  &[data-diet='NON_VEG'] {
    color: ${vars.color.errorText};
  }

  &[data-diet='EGG'] {
    color: ${vars.color.warningText};
  }
`

export const StyledMarks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
`

export const StyledMuted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`

export const StyledChoices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space.xs};

  legend {
    font-weight: ${vars.font.weightMedium};
    padding: 0;
    margin-bottom: ${vars.space.xs};
  }
`
