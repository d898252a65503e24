export { Toast, type ToastProps, type ToastTone } from './Toast'
export { Toaster, type ToasterProps, type ToastItem } from './Toaster'
export { DEFAULT_TOAST_DURATION_MS, toastDuration } from './toastDuration'
