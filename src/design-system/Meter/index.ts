export { Meter, type MeterProps, type MeterTone } from './Meter'
