export { PageHeader, type PageHeaderProps } from './PageHeader'
