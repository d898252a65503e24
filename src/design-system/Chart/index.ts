export { ChartFigure, type ChartColumn, type ChartFigureProps, type ChartRow } from './ChartFigure'
export { AXIS_TICK, EVERY_TICK, LINE_ENDS, NO_LINES, STILL, tickInterval } from './axes'
