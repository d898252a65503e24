import styled from 'styled-components'
import { vars } from '../../design-system/theme'

export const StyledShell = styled.div`
  display: grid;
  grid-template-columns: 232px minmax(0, 1fr);
  grid-template-rows: 56px minmax(0, 1fr);
  grid-template-areas: 'nav header' 'nav main';
  min-height: 100vh;
  min-width: 1024px;
  &[data-collapsed='true'] {
    grid-template-columns: 72px minmax(0, 1fr);
  }
`

export const StyledNav = styled.nav`
  grid-area: nav;
  position: sticky;
  top: 0;
  height: 100vh;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  padding: ${vars.space.lg} ${vars.space.md};
  background: ${vars.color.primary};
  color: ${vars.color.textOnPrimary};
`

export const StyledBrand = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  padding: 0 ${vars.space.sm} ${vars.space.md};
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightBold};
  letter-spacing: 0.02em;
`

export const StyledGroup = styled.div`
  display: grid;
  gap: ${vars.space.xxs};
  & > h2 {
    margin: ${vars.space.sm} ${vars.space.sm} ${vars.space.xs};
    font-size: ${vars.font.sizeXs};
    font-weight: ${vars.font.weightMedium};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${vars.color.textOnPrimaryMuted};
  }
  & a {
    display: block;
    padding: ${vars.space.sm} ${vars.space.md};
    border-radius: ${vars.radius.md};
    color: inherit;
    text-decoration: none;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  & a:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  & a[aria-current='page'] {
    background: rgba(255, 255, 255, 0.2);
    font-weight: ${vars.font.weightMedium};
  }
`

export const StyledToggle = styled.button`
  border: none;
  background: transparent;
  color: inherit;
  cursor: pointer;
  padding: ${vars.space.xs};
  border-radius: ${vars.radius.sm};
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`

export const StyledHeader = styled.header`
  grid-area: header;
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.sticky};
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space.lg};
  padding: 0 ${vars.space.xl};
  background: ${vars.color.surface};
  border-bottom: 1px solid ${vars.color.border};
`

export const StyledOperator = styled.div`
  display: grid;
  text-align: right;
  line-height: 1.2;
  & > span:last-child {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
`

export const StyledMain = styled.main`
  grid-area: main;
  padding: ${vars.space.xl};
  min-width: 0;
`
