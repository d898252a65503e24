// The benches' baseline (bench/lib/paint.ts): the least a page of this build can be, a React root rendering one
// styled-components element, with no data and no store. Each screen's first paint is read as a ratio to this one's.
import { createRoot } from 'react-dom/client'
import styled from 'styled-components'

const StyledBaseline = styled.h1`
  margin: 2rem;
  font:
    600 1.5rem/1.25 system-ui,
    sans-serif;
  color: #372583;
`

createRoot(document.getElementById('root') as HTMLElement).render(
  <StyledBaseline data-baseline="">Roost</StyledBaseline>,
)
