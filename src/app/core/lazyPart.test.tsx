import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { lazyPart } from './lazyPart'

const Greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>

const renderPart = (Part: (props: { name: string }) => React.ReactNode) =>
  render(
    <Suspense fallback={<p>Loading section</p>}>
      <Part name="Asha" />
    </Suspense>,
  )

it('renders a preloaded part at once, with its props, without its fallback', async () => {
  const load = jest.fn(async () => Greeting)
  const { preload, Component } = lazyPart(load)
  await act(() => preload())
  renderPart(Component)
  expect(screen.getByText('Hello, Asha')).toBeVisible()
  expect(screen.queryByText('Loading section')).toBeNull()
  expect(load).toHaveBeenCalledTimes(1)
})

it('shows the fallback while a part not preloaded loads, then the part, loading it once', async () => {
  let arrive: (part: typeof Greeting) => void = () => undefined
  const load = jest.fn(
    () =>
      new Promise<typeof Greeting>((resolve) => {
        arrive = resolve
      }),
  )
  const { Component } = lazyPart(load)
  // A part that suspends on use() retries only within an awaited act (React's test mode).
  await act(async () => {
    renderPart(Component)
  })
  expect(screen.getByText('Loading section')).toBeVisible()
  await act(async () => arrive(Greeting))
  expect(screen.getByText('Hello, Asha')).toBeVisible()
  expect(load).toHaveBeenCalledTimes(1)
})
