import styled from 'styled-components'
import { vars } from '../../design-system/theme'

export const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(360px, 1fr));
  gap: ${vars.space.lg};
  align-items: start;

  & > [data-span='full'] {
    grid-column: 1 / -1;
  }
`

export const StyledTitleRow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
`

export const StyledStack = styled.div`
  display: grid;
  gap: ${vars.space.md};
`

export const StyledInline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space.sm};
`
