import { Toaster } from '../../design-system/Toast'
import { useAppDispatch, useAppSelector } from '../core/hooks'
import { selectToasts, toastDismissed } from '../core/toasts/toastsSlice'

/** Shows the toasts held in the store; the error catalogue and mutations add to them. */
export function ToastHost() {
  const dispatch = useAppDispatch()
  const toasts = useAppSelector(selectToasts)
  return <Toaster toasts={toasts} onDismiss={(id) => dispatch(toastDismissed(id))} />
}
