import type { ReactNode } from 'react'
import styled from 'styled-components'
import { vars } from '../../design-system/theme'

const StyledFrame = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-rows: auto 1fr;
  & > header {
    padding: ${vars.space.lg} ${vars.space.xl};
    font-size: ${vars.font.sizeLg};
    font-weight: ${vars.font.weightBold};
    color: ${vars.color.primary};
  }
  & > main {
    display: grid;
    place-items: center;
    padding: ${vars.space.xl};
  }
`

/** The frame of pages outside the shell: the brand on top, the content centred. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <StyledFrame>
      <header>Roost</header>
      <main>{children}</main>
    </StyledFrame>
  )
}
