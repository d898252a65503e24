import type { ReactNode } from 'react'
import styled from 'styled-components'
import { vars } from '../../design-system/theme'

const StyledPage = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(360px, 480px);
  background: ${vars.color.surface};
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
    & > aside {
      display: none;
    }
  }
`

const StyledAside = styled.aside`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  padding: ${vars.space.xxxl};
  background: ${vars.color.primary};
  color: ${vars.color.textOnPrimary};
  & h1 {
    margin: 0;
    font-size: 28px;
  }
  & p {
    max-width: 440px;
    font-size: ${vars.font.sizeMd};
    opacity: 0.9;
  }
`

const StyledMain = styled.main`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${vars.space.xl};
  padding: ${vars.space.xxxl};
  & h2 {
    margin: 0;
    font-size: ${vars.font.sizeXl};
  }
  & form {
    display: grid;
    gap: ${vars.space.lg};
  }
`

/** The frame of the sign-in and signup screens: the brand beside, the form on the right. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <StyledPage>
      <StyledAside>
        <h1>Roost</h1>
        <p>Beds, tenants, rent and everything in between, for PGs, hostels and co-living spaces.</p>
        <small>Made for operators in India · ₹ · GST</small>
      </StyledAside>
      <StyledMain>{children}</StyledMain>
    </StyledPage>
  )
}
