import styled from 'styled-components'
import { vars } from '../theme'

export const StyledButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.sm};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  font-weight: ${vars.font.weightMedium};
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${vars.motion.fast},
    border-color ${vars.motion.fast},
    box-shadow ${vars.motion.fast};

  &[data-size='large'] {
    height: ${vars.control.large};
    padding: 0 ${vars.space.xl};
    font-size: ${vars.font.sizeMd};
  }
  &[data-size='regular'] {
    height: ${vars.control.regular};
    padding: 0 ${vars.space.lg};
  }
  &[data-size='small'] {
    height: ${vars.control.small};
    padding: 0 ${vars.space.md};
    font-size: ${vars.font.sizeSm};
  }
  &[data-size='xxsmall'] {
    height: ${vars.control.xxsmall};
    padding: 0 ${vars.space.sm};
    font-size: ${vars.font.sizeXs};
  }
  &[data-full-width='true'] {
    width: 100%;
  }

  &[data-variant='primary'] {
    background: ${vars.color.primary};
    color: ${vars.color.textOnPrimary};
  }
  &[data-variant='primary']:hover:not(:disabled) {
    background: ${vars.color.primaryHover};
  }
  &[data-variant='secondary'] {
    background: ${vars.color.surface};
    color: ${vars.color.primary};
    border-color: ${vars.color.primary};
  }
  &[data-variant='secondary']:hover:not(:disabled) {
    background: ${vars.color.primarySubtle};
  }
  &[data-variant='ghost'] {
    background: transparent;
    color: ${vars.color.primary};
  }
  &[data-variant='ghost']:hover:not(:disabled) {
    background: ${vars.color.primarySubtle};
  }
  &[data-variant='danger'] {
    background: ${vars.color.error};
    color: ${vars.color.textOnPrimary};
  }
  &[data-variant='danger']:hover:not(:disabled) {
    filter: brightness(0.92);
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focus};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  &[aria-busy='true'] > [data-part='label'] {
    opacity: 0;
  }

  & > [data-part='label'] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space.sm};
  }
`

export const StyledSpinnerSlot = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
`
