import { useId, type ReactNode } from 'react'
import { StyledChartFigure, StyledHeader, StyledPlot, StyledTableScroll } from './ChartFigure.styles'

export type ChartColumn = {
  header: string
  /** Numbers line up on the right. @default 'start' */
  align?: 'start' | 'end'
}

export type ChartRow = {
  key: string
  /** One cell per column; the first names the row (a row header). */
  cells: readonly ReactNode[]
}

export type ChartFigureProps = {
  title: string
  /** One sentence read out for the picture, e.g. 'Planned against served over 30 days: 2,400 planned, 2,310 served'. */
  summary: string
  /** The picture (a Plot); it is shown to the eye only, the table carries the figures. */
  children: ReactNode
  /** The table under the chart, with the same figures. */
  columns: readonly ChartColumn[]
  rows: readonly ChartRow[]
  /** Height of the picture in pixels. @default 240 */
  height?: number
  /** Level of the title's heading, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4
  /** Controls beside the title, e.g. an export button. */
  actions?: ReactNode
}

/**
 * A chart with its title, a one-sentence summary for assistive technology, and a table of the same figures right
 * under it (scrollable and focusable when long), so no figure is available to the eye only.
 */
export function ChartFigure({
  title,
  summary,
  children,
  columns,
  rows,
  height = 240,
  headingLevel = 2,
  actions,
}: ChartFigureProps) {
  const headingId = useId()
  const Heading = `h${headingLevel}` as const
  return (
    <StyledChartFigure aria-labelledby={headingId}>
      <StyledHeader>
        <Heading id={headingId}>{title}</Heading>
        {actions}
      </StyledHeader>
      <StyledPlot data-part="plot" role="img" aria-label={summary} $height={height}>
        {children}
      </StyledPlot>
      <StyledTableScroll tabIndex={0} role="region" aria-label={`${title} (table)`}>
        <table aria-label={title}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" data-align={column.align ?? 'start'}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <th key={columns[index]?.header ?? index} scope="row" data-align={columns[index]?.align}>
                      {cell}
                    </th>
                  ) : (
                    <td key={columns[index]?.header ?? index} data-align={columns[index]?.align}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </StyledTableScroll>
    </StyledChartFigure>
  )
}
