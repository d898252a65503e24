import { expect, waitFor } from 'storybook/test'

/**
 * Scrolls each chart's picture into view in turn and waits until recharts has drawn it (its svg): a picture is
 * drawn only as it nears the viewport (src/design-system/Chart/drawInTurn.ts). Answers how many were drawn.
 */
export async function drawEveryChart(canvasElement: HTMLElement): Promise<number> {
  const plots = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="plot"]')]
  for (const plot of plots) {
    plot.scrollIntoView({ block: 'center' })
    await waitFor(() => expect(plot.querySelector('.recharts-wrapper > svg')).not.toBeNull(), {
      timeout: 5000,
    })
  }
  return plots.length
}
