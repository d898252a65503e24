import styled from 'styled-components'
import { vars } from '../../design-system/theme'

/** One settings section (Business, Payments, Modules) inside the settings card. */
export const StyledSection = styled.section`
  display: grid;
  gap: ${vars.space.lg};
  padding: ${vars.space.lg};
  max-width: 880px;

  & h2,
  & h3 {
    margin: 0;
    font-size: ${vars.font.sizeMd};
  }
  & > p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`

export const StyledModules = styled.ul`
  display: grid;
  gap: ${vars.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const StyledModule = styled.li`
  padding-bottom: ${vars.space.md};
  border-bottom: 1px solid ${vars.color.border};
`

export const StyledAccounts = styled.ul`
  display: grid;
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const StyledAccount = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm} ${vars.space.md};
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};

  & > [data-part='main'] {
    flex: 1 1 240px;
    display: grid;
    gap: ${vars.space.xs};
  }
  & > [data-part='main'] > span {
    color: ${vars.color.textMuted};
  }
  & > [data-part='actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space.sm};
  }
`

export const StyledLogo = styled.img`
  width: 72px;
  height: 72px;
  object-fit: contain;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`
