export { ChartFigure, type ChartColumn, type ChartFigureProps, type ChartRow } from './ChartFigure'
export { Plot, type PlotProps, type PlotSeries } from './Plot'
