import styled from 'styled-components'
import { vars } from '../theme'

export const StyledCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.sm};

  &[data-padding='none'] {
    padding: 0;
  }
  &[data-padding='small'] {
    padding: ${vars.space.md};
  }
  &[data-padding='regular'] {
    padding: ${vars.space.lg};
  }
  &[data-padding='large'] {
    padding: ${vars.space.xl};
  }
`

export const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.md};

  & > [data-part='actions'] {
    display: flex;
    gap: ${vars.space.sm};
    margin-left: auto;
  }
`

export const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightBold};
  color: ${vars.color.text};
`

export const StyledBody = styled.div`
  min-width: 0;
`
