export {
  SideSheetStack,
  SideSheetLoading,
  PANEL_SPRING,
  type SideSheetStackProps,
  type SideSheetLayer,
  type SideSheetBackdrop,
} from './SideSheet'
