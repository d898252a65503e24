export { DataTable, type DataTableAlign, type DataTableColumn, type DataTableProps } from './DataTable'
export { DataTableEmpty, type DataTableEmptyProps } from './DataTableParts'
export {
  SortButton,
  ariaSortFor,
  nextSort,
  type AriaSort,
  type DataTableSort,
  type SortButtonProps,
  type SortDirection,
} from './sorting'
