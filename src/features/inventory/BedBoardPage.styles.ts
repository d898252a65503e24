import styled from 'styled-components'
import { vars } from '../../design-system/theme'

/** The board fills the window below the shell's header, so the list scrolls and the filters stay in view. */
export const StyledBoardPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
  height: calc(100vh - 56px - 2 * ${vars.space.xl});
  min-height: 640px;

  & > header {
    flex: none;
  }
`

export const StyledBreadcrumbs = styled.nav`
  & > ol {
    display: flex;
    gap: ${vars.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & li + li::before {
    content: '›';
    margin-right: ${vars.space.xs};
    color: ${vars.color.textMuted};
  }
  & a {
    color: ${vars.color.primary};
  }
`

export const StyledSelectionBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.md};
  padding: ${vars.space.sm} ${vars.space.lg};
  border-radius: ${vars.radius.md};
  background: ${vars.color.primarySubtle};
  color: ${vars.color.primary};
  font-weight: ${vars.font.weightMedium};

  & > [data-part='actions'] {
    display: flex;
    gap: ${vars.space.sm};
    margin-left: auto;
  }
`

export const StyledBoardState = styled.div`
  display: grid;
  flex: 1;
  align-content: center;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`
