export { ChartFigure, type ChartColumn, type ChartFigureProps, type ChartRow } from './ChartFigure'
