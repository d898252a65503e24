import type { ReactNode } from 'react'
import {
  StyledActions,
  StyledBreadcrumbs,
  StyledDescription,
  StyledPageHeader,
  StyledRow,
  StyledTitle,
} from './PageHeader.styles'

export type PageHeaderProps = {
  /** The page's one h1. */
  title: ReactNode
  /** A line under the title. */
  description?: ReactNode
  /** Trail back to parent pages, shown above the title; bring your own nav landmark and links. */
  breadcrumbs?: ReactNode
  /** Page-level controls at the top right, e.g. 'Add tenant'. */
  actions?: ReactNode
}

/** The top of a screen: breadcrumbs, the h1 title with its description, and page actions. */
export function PageHeader({ title, description, breadcrumbs, actions }: PageHeaderProps) {
  return (
    <StyledPageHeader>
      {breadcrumbs !== undefined && <StyledBreadcrumbs>{breadcrumbs}</StyledBreadcrumbs>}
      <StyledRow>
        <div>
          <StyledTitle>{title}</StyledTitle>
          {description !== undefined && <StyledDescription>{description}</StyledDescription>}
        </div>
        {actions !== undefined && <StyledActions>{actions}</StyledActions>}
      </StyledRow>
    </StyledPageHeader>
  )
}
