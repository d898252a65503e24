import { act, render, screen } from '@testing-library/react'
import { Toaster, type ToastItem } from './Toaster'
import { DEFAULT_TOAST_DURATION_MS, toastDuration } from './toastDuration'

describe('toastDuration', () => {
  it.each([
    [{ tone: 'error' as const }, 8000],
    [{ tone: 'success' as const }, 5000],
    [{ tone: 'info' as const }, 5000],
    [{ tone: 'error' as const, duration: 1200 }, 1200],
    [{ tone: 'info' as const, duration: Number.POSITIVE_INFINITY }, Number.POSITIVE_INFINITY],
  ])('toastDuration(%p) → %p', (toast, expected) => {
    expect(toastDuration(toast)).toBe(expected)
  })

  it('keeps errors longer than the rest', () => {
    expect(DEFAULT_TOAST_DURATION_MS).toEqual({ error: 8000, success: 5000, info: 5000 })
  })
})

describe('Toaster auto-dismiss defaults', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it.each([
    ['success', 5000],
    ['info', 5000],
    ['error', 8000],
  ] as const)('dismisses a %s toast after %i ms', (tone, ms) => {
    const onDismiss = jest.fn()
    const toast: ToastItem = { id: 't1', tone, message: 'Hello' }
    render(<Toaster toasts={[toast]} onDismiss={onDismiss} />)
    expect(screen.getByText('Hello')).toBeInTheDocument()

    act(() => jest.advanceTimersByTime(ms - 1))
    expect(onDismiss).not.toHaveBeenCalled()
    act(() => jest.advanceTimersByTime(1))
    expect(onDismiss).toHaveBeenCalledWith('t1')
  })

  it('never dismisses a toast whose duration is Infinity', () => {
    const onDismiss = jest.fn()
    render(
      <Toaster
        toasts={[{ id: 't1', tone: 'error', message: 'Hello', duration: Number.POSITIVE_INFINITY }]}
        onDismiss={onDismiss}
      />,
    )
    act(() => jest.advanceTimersByTime(60_000))
    expect(onDismiss).not.toHaveBeenCalled()
  })
})
