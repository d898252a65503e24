import styled from 'styled-components'
import { vars } from '../theme'

export const StyledStatusBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  height: 22px;
  padding: 0 ${vars.space.sm};
  border-radius: ${vars.radius.pill};
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightMedium};
  line-height: 1;
  white-space: nowrap;
  vertical-align: middle;

  & > svg {
    flex: none;
  }

  &[data-tone='neutral'] {
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.textMuted};
    box-shadow: inset 0 0 0 1px ${vars.color.border};
  }
  &[data-tone='success'] {
    background: ${vars.color.successSubtle};
    color: ${vars.color.successText};
  }
  &[data-tone='warning'] {
    background: ${vars.color.warningSubtle};
    color: ${vars.color.warningText};
  }
  &[data-tone='error'] {
    background: ${vars.color.errorSubtle};
    color: ${vars.color.errorText};
  }
  &[data-tone='info'] {
    background: ${vars.color.infoSubtle};
    color: ${vars.color.infoText};
  }
  &[data-tone='primary'] {
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primary};
  }
`

export const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm} ${vars.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const StyledLegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.text};
`

export const StyledLegendCount = styled.span`
  min-width: 20px;
  padding: 0 ${vars.space.xs};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightBold};
  text-align: center;
`

/** An icon coloured by the bed status tones. */
export const StyledToneIcon = styled.span`
  display: inline-flex;
  flex: none;
  vertical-align: middle;

  &[data-tone='success'] {
    color: ${vars.color.success};
  }
  &[data-tone='primary'] {
    color: ${vars.color.primary};
  }
  &[data-tone='info'] {
    color: ${vars.color.info};
  }
  &[data-tone='warning'] {
    color: ${vars.color.warning};
  }
`
