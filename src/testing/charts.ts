import { expect, waitFor } from 'storybook/test'

/**
 * Waits until each chart's picture is drawn (its svg, drawn once its box is measured: src/design-system/Chart/Plot.tsx),
 * scrolling each into view in turn as an operator would. Answers how many were drawn.
 */
export async function drawEveryChart(canvasElement: HTMLElement): Promise<number> {
  const plots = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="plot"]')]
  for (const plot of plots) {
    plot.scrollIntoView({ block: 'center' })
    await waitFor(() => expect(plot.querySelector('svg[data-part="picture"]')).not.toBeNull(), {
      timeout: 5000,
    })
  }
  return plots.length
}
