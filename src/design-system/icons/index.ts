import { createIcon } from './Icon'

export { createIcon, iconImageUrl, iconMaskUrl, type IconProps } from './Icon'

export const CheckIcon = createIcon('CheckIcon', ['M20 6 9 17l-5-5'])
export const CloseIcon = createIcon('CloseIcon', ['M18 6 6 18', 'M6 6l12 12'])
export const AlertIcon = createIcon('AlertIcon', ['M12 3 2 21h20L12 3z', 'M12 10v4', 'M12 17.5v.01'])
export const InfoIcon = createIcon('InfoIcon', [
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
  'M12 11v6',
  'M12 7.5v.01',
])
export const SuccessIcon = createIcon('SuccessIcon', [
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
  'm8 12 3 3 5-6',
])
export const ChevronLeftIcon = createIcon('ChevronLeftIcon', ['m15 18-6-6 6-6'])
export const ChevronRightIcon = createIcon('ChevronRightIcon', ['m9 18 6-6-6-6'])
export const ChevronDownIcon = createIcon('ChevronDownIcon', ['m6 9 6 6 6-6'])
export const ArrowUpIcon = createIcon('ArrowUpIcon', ['M12 19V5', 'm5 12 7-7 7 7'])
export const ArrowDownIcon = createIcon('ArrowDownIcon', ['M12 5v14', 'm19 12-7 7-7-7'])
export const SortIcon = createIcon('SortIcon', ['m7 15 5 5 5-5', 'm7 9 5-5 5 5'])
export const CalendarIcon = createIcon('CalendarIcon', ['M4 5h16v16H4z', 'M16 3v4', 'M8 3v4', 'M4 11h16'])
export const UploadIcon = createIcon('UploadIcon', [
  'M12 15V3',
  'm7 8 5-5 5 5',
  'M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4',
])
export const FileIcon = createIcon('FileIcon', [
  'M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z',
  'M14 3v6h6',
])
export const SearchIcon = createIcon('SearchIcon', [
  'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z',
  'm21 21-4.35-4.35',
])
export const InboxIcon = createIcon('InboxIcon', [
  'M22 12h-6l-2 3h-4l-2-3H2',
  'M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z',
])
/** Bed statuses (spec §3): a bed, a person on a bed, a bed with a clock, a bed with an exit arrow. */
export const BedIcon = createIcon('BedIcon', ['M3 18V6', 'M3 13h18v5', 'M21 18v-5a3 3 0 0 0-3-3h-8v3'])
export const BedOccupiedIcon = createIcon('BedOccupiedIcon', [
  'M3 18V6',
  'M3 13h18v5',
  'M21 18v-5a3 3 0 0 0-3-3h-8v3',
  'M6.5 10.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
])
export const BedBookedIcon = createIcon('BedBookedIcon', [
  'M3 18V6',
  'M3 13h18v5',
  'M14 3v4l2 1',
  'M14 10a3.5 3.5 0 1 0 0-7',
])
export const BedEndingIcon = createIcon('BedEndingIcon', [
  'M3 18V6',
  'M3 13h10v5',
  'M16 9h6',
  'm19 6 3 3-3 3',
])
