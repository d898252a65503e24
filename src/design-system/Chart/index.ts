export { ChartFigure, type ChartColumn, type ChartFigureProps, type ChartRow } from './ChartFigure'
export { AXIS_TICK, COLUMN_LINES, EVERY_TICK, LINE_ENDS, ROW_LINES, STILL, tickInterval } from './axes'
