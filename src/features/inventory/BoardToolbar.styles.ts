import styled from 'styled-components'
import { vars } from '../../design-system/theme'

export const StyledToolbar = styled.div`
  display: grid;
  gap: ${vars.space.md};
  padding: ${vars.space.lg};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`

export const StyledStatuses = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm} ${vars.space.xl};
  margin: 0;
  padding: 0;
  border: none;

  & > legend {
    float: left;
    margin-right: ${vars.space.md};
    padding: 0;
    font-weight: ${vars.font.weightMedium};
  }
`

export const StyledStatusLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};

  & > [data-part='count'] {
    min-width: 24px;
    padding: 0 ${vars.space.xs};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeXs};
    font-weight: ${vars.font.weightBold};
    text-align: center;
  }
`

export const StyledFilterRow = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 1.4fr) minmax(160px, 1fr) minmax(160px, 1fr) auto;
  align-items: end;
  gap: ${vars.space.md};
`

export const StyledResultLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.md};
  min-height: ${vars.control.small};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};

  & > [data-part='actions'] {
    display: flex;
    gap: ${vars.space.sm};
    margin-left: auto;
  }
`
