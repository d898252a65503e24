import { NavLink, Outlet } from 'react-router-dom'
import { Button } from '../../design-system/Button'
import { ChevronLeftIcon, ChevronRightIcon } from '../../design-system/icons'
import { useAppDispatch, useAppSelector } from '../core/hooks'
import { navToggled, selectNavCollapsed } from '../core/preferencesSlice'
import { useSession } from '../session/SessionContext'
import { useSignOut } from '../session/useSignOut'
import { LoadFailureNotice } from './LoadFailureNotice'
import { visibleNavigation } from './navigation'
import {
  StyledBrand,
  StyledGroup,
  StyledHeader,
  StyledMain,
  StyledNav,
  StyledOperator,
  StyledShell,
  StyledToggle,
} from './ShellLayout.styles'

/** The authenticated frame: navigation for every area the flags allow, the operator, and sign-out. */
export function ShellLayout() {
  const session = useSession()
  const dispatch = useAppDispatch()
  const collapsed = useAppSelector(selectNavCollapsed)
  const signOut = useSignOut()
  if (session.status !== 'signedIn') return null
  const { user, routes } = session

  return (
    <StyledShell data-collapsed={collapsed}>
      <StyledNav aria-label="Main">
        <StyledBrand>
          <span>{collapsed ? 'R' : 'Roost'}</span>
          <StyledToggle
            type="button"
            aria-label={collapsed ? 'Expand navigation' : 'Collapse navigation'}
            aria-expanded={!collapsed}
            onClick={() => dispatch(navToggled())}
          >
            {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          </StyledToggle>
        </StyledBrand>
        {visibleNavigation(routes).map((group, index) => (
          <StyledGroup key={group.label ?? index}>
            {group.label && !collapsed && <h2>{group.label}</h2>}
            {group.items.map((item) => (
              <NavLink key={item.to} to={item.to} title={item.label}>
                {collapsed ? item.label.slice(0, 2) : item.label}
              </NavLink>
            ))}
          </StyledGroup>
        ))}
      </StyledNav>
      <StyledHeader>
        <StyledOperator>
          <span>{user.name}</span>
          <span>{user.brand}</span>
        </StyledOperator>
        <Button variant="secondary" size="small" onClick={signOut}>
          Sign out
        </Button>
      </StyledHeader>
      <StyledMain>
        <LoadFailureNotice />
        <Outlet />
      </StyledMain>
    </StyledShell>
  )
}
