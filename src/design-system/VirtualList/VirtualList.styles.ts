import styled from 'styled-components'
import { vars } from '../theme'

/** Frame of a virtualized list or table; the scrolling element inside is marked data-part="viewport". */
export const StyledVirtualFrame = styled.div`
  position: relative;
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};

  & [data-part='viewport'] {
    scrollbar-gutter: stable;
  }
  & [data-part='viewport']:focus-visible,
  &[data-focus-ring='true']:focus-visible {
    outline: none;
    box-shadow: inset ${vars.shadow.focus};
  }
`

/** A row of a virtualized list; static styles, switched by attributes, because hundreds mount while scrolling. */
export const StyledVirtualRow = styled.div`
  display: flex;
  align-items: center;
  padding: 0 ${vars.space.lg};
  border-bottom: 1px solid ${vars.color.border};
  cursor: pointer;
  user-select: none;

  &:hover {
    background: ${vars.color.surfaceMuted};
  }
  &[aria-selected='true'] {
    background: ${vars.color.primarySubtle};
    box-shadow: inset 3px 0 0 ${vars.color.primary};
  }
`
