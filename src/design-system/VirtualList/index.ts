export { VirtualList, type VirtualListProps } from './VirtualList'
export { VirtualTable, type VirtualTableProps } from './VirtualTable'
