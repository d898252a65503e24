export { Spinner, type SpinnerProps } from './Spinner'
export { FullPageLoader, type FullPageLoaderProps } from './FullPageLoader'
export { SPIN_DURATION_MS } from './Spinner.styles'
