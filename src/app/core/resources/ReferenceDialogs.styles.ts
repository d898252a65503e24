import styled from 'styled-components'
import { vars } from '../../../design-system/theme'

/** "Use <existing>" under a name the server found already there. */
export const StyledUseExisting = styled.div`
  margin-top: ${vars.space.xs};
`
