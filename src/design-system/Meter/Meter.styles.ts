import styled from 'styled-components'
import { vars } from '../theme'

export const StyledMeter = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
  --meter-color: ${vars.color.primary};

  &[data-tone='success'] {
    --meter-color: ${vars.color.success};
  }
  &[data-tone='warning'] {
    --meter-color: ${vars.color.warning};
  }
  &[data-tone='error'] {
    --meter-color: ${vars.color.error};
  }
`

export const StyledTrack = styled.span`
  display: block;
  flex: none;
  height: 6px;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceMuted};
  box-shadow: inset 0 0 0 1px ${vars.color.border};
  overflow: hidden;
`

export const StyledFill = styled.span`
  display: block;
  width: var(--meter-fill);
  height: 100%;
  border-radius: inherit;
  background: var(--meter-color);
`

export const StyledValue = styled.span`
  min-width: 3ch;
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  font-variant-numeric: tabular-nums;
  color: ${vars.color.text};
`
