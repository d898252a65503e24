import { act, render, screen } from '@testing-library/react'
import { usePaintedAfter } from './paint'

function Probe({ ready }: { ready: boolean }) {
  return <p>{usePaintedAfter(ready) ? 'painted' : 'waiting'}</p>
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

it('turns true only after a frame has been drawn once `ready` is true, and stays true', async () => {
  const { rerender } = render(<Probe ready={false} />)
  act(() => jest.advanceTimersByTime(100))
  expect(screen.getByText('waiting')).toBeInTheDocument()

  rerender(<Probe ready />)
  expect(screen.getByText('waiting')).toBeInTheDocument()
  await act(async () => {
    jest.advanceTimersByTime(50)
  })
  expect(screen.getByText('painted')).toBeInTheDocument()

  rerender(<Probe ready={false} />)
  expect(screen.getByText('painted')).toBeInTheDocument()
})
