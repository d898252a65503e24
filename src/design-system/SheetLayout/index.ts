export {
  StyledActions,
  StyledFacts,
  StyledFormGrid,
  StyledHeadline,
  StyledList,
  StyledListItem,
  StyledNotice,
  StyledSection,
  StyledSheet,
} from './SheetLayout.styles'
