import styled from 'styled-components'
import { vars } from '../theme'
import { Spinner } from './Spinner'

const StyledFullPage = styled.div`
  position: fixed;
  inset: 0;
  display: grid;
  place-items: center;
  background: ${vars.color.canvas};
  z-index: ${vars.zIndex.modal};
`

export type FullPageLoaderProps = {
  /** What is loading, for screen readers. @default 'Loading' */
  label?: string
}

/** Covers the viewport while a lazily loaded screen or the session check is under way (spec §2). */
export function FullPageLoader({ label = 'Loading' }: FullPageLoaderProps) {
  return (
    <StyledFullPage data-testid="full-page-loader">
      <Spinner label={label} />
    </StyledFullPage>
  )
}
