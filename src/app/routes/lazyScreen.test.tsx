import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { lazyScreen } from './lazyScreen'

const Collections = () => <h1>Collections</h1>

const renderScreen = (Component: () => React.ReactNode) =>
  render(
    <Suspense fallback={<p>Loading screen</p>}>
      <Component />
    </Suspense>,
  )

it('renders a preloaded screen at once, without its fallback', async () => {
  const load = jest.fn(async () => ({ default: Collections }))
  const { preload, Component } = lazyScreen(load)
  await act(() => preload())
  renderScreen(Component)
  expect(screen.getByRole('heading', { name: 'Collections' })).toBeVisible()
  expect(screen.queryByText('Loading screen')).toBeNull()
  expect(load).toHaveBeenCalledTimes(1)
})

it('shows the fallback while a screen not preloaded loads, then the screen, loading it once', async () => {
  type Module = { default: typeof Collections }
  let arrive: (module: Module) => void = () => undefined
  const load = jest.fn(
    () =>
      new Promise<Module>((resolve) => {
        arrive = resolve
      }),
  )
  const { Component } = lazyScreen(load)
  // A screen that suspends on use() retries only within an awaited act (React's test mode).
  await act(async () => {
    renderScreen(Component)
  })
  expect(screen.getByText('Loading screen')).toBeVisible()
  await act(async () => arrive({ default: Collections }))
  expect(screen.getByRole('heading', { name: 'Collections' })).toBeVisible()
  expect(load).toHaveBeenCalledTimes(1)
})

it('loads a failed chunk again on the next attempt', async () => {
  const load = jest
    .fn<Promise<{ default: typeof Collections }>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValue({ default: Collections })
  const { preload } = lazyScreen(load)
  await expect(preload()).rejects.toThrow('ChunkLoadError')
  await expect(preload()).resolves.toEqual({ default: Collections })
  expect(load).toHaveBeenCalledTimes(2)
})
