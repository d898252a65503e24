import styled from 'styled-components'
import { vars } from '../../design-system/theme'

export const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 360px) minmax(160px, 220px);
  gap: ${vars.space.md};
  align-items: end;
  margin-bottom: ${vars.space.lg};
`

export const StyledCards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(340px, 1fr));
  gap: ${vars.space.lg};
  margin: 0 0 ${vars.space.lg};
  padding: 0;
  list-style: none;

  /* Cards of a row share its height. */
  & > li {
    display: grid;
  }
`

export const StyledCardBody = styled.div`
  display: grid;
  gap: ${vars.space.md};

  & > [data-part='place'] {
    margin: 0;
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
  & > [data-part='occupancy'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space.xs} ${vars.space.md};
    font-size: ${vars.font.sizeSm};
    color: ${vars.color.textMuted};
    white-space: nowrap;
  }
  & > [data-part='footer'] {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding-top: ${vars.space.md};
    border-top: 1px solid ${vars.color.border};
    font-size: ${vars.font.sizeSm};
  }
  & a {
    color: ${vars.color.primary};
    font-weight: ${vars.font.weightMedium};
  }
`

export const StyledTitleLink = styled.span`
  & > a {
    color: inherit;
    text-decoration: none;
  }
  & > a:hover {
    text-decoration: underline;
  }
`
