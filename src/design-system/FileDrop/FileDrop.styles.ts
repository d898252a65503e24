import styled from 'styled-components'
import { vars } from '../theme'

export const StyledFileDrop = styled.div`
  display: grid;
  gap: ${vars.space.md};
`

export const StyledZone = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.xl} ${vars.space.lg};
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.textMuted};
  text-align: center;
  transition:
    background-color ${vars.motion.fast},
    border-color ${vars.motion.fast};

  &[data-dragging='true'] {
    border-color: ${vars.color.primary};
    border-style: solid;
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primary};
  }
  &[data-disabled='true'] {
    opacity: 0.5;
  }
  & > p {
    margin: 0;
  }
`

/** Hidden from sight but not from focus or assistive technology; the label is what people see. */
export const StyledInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`

export const StyledChooseLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
  height: ${vars.control.small};
  padding: 0 ${vars.space.md};
  border: 1px solid ${vars.color.primary};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.primary};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  cursor: pointer;

  &:hover {
    background: ${vars.color.primarySubtle};
  }
  input:focus-visible + & {
    box-shadow: ${vars.shadow.focus};
  }
  input:disabled + & {
    cursor: not-allowed;
  }
`

export const StyledHint = styled.p`
  font-size: ${vars.font.sizeXs};
`

export const StyledErrors = styled.div`
  display: grid;
  gap: ${vars.space.xs};
  color: ${vars.color.error};
  font-size: ${vars.font.sizeSm};

  & > p {
    display: flex;
    align-items: center;
    gap: ${vars.space.xs};
    margin: 0;
  }
`

export const StyledUploads = styled.ul`
  display: grid;
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const StyledUpload = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space.xs} ${vars.space.sm};
  padding: ${vars.space.sm} ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  & > [data-part='name'] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > [data-part='status'] {
    grid-column: 2 / 3;
    font-size: ${vars.font.sizeXs};
    color: ${vars.color.textMuted};
  }
  &[data-status='done'] > [data-part='status'] {
    color: ${vars.color.success};
  }
  &[data-status='error'] {
    border-color: ${vars.color.error};
  }
  &[data-status='error'] > [data-part='status'] {
    color: ${vars.color.error};
  }
`

export const StyledProgress = styled.div`
  grid-column: 2 / 3;
  height: 4px;
  overflow: hidden;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.primarySubtle};

  & > span {
    display: block;
    height: 100%;
    background: ${vars.color.primary};
    transition: width ${vars.motion.normal};
  }
`
