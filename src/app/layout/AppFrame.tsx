import { lazy, Suspense, useState } from 'react'
import { Outlet } from 'react-router-dom'
import { useAppSelector } from '../core/hooks'
import { selectSheetStack } from '../core/sideSheet/sideSheetSlice'
import { ToastHost } from '../toasts/ToastHost'

/* The side sheet brings the animation library; it loads the first time a panel opens, not with every page. */
const SideSheetHost = lazy(() =>
  import(/* webpackChunkName: "side-sheet" */ '../sideSheet/SideSheetHost').then((module) => ({
    default: module.SideSheetHost,
  })),
)

/** The root of every route: the screen, plus the side sheet and toasts that float over any of them. */
export function AppFrame() {
  const hasPanels = useAppSelector(selectSheetStack).length > 0
  // Once loaded the host stays mounted, so a closing panel can still slide out.
  const [sheetUsed, setSheetUsed] = useState(false)
  if (hasPanels && !sheetUsed) setSheetUsed(true)
  return (
    <>
      <Outlet />
      {sheetUsed && (
        <Suspense fallback={null}>
          <SideSheetHost />
        </Suspense>
      )}
      <ToastHost />
    </>
  )
}
