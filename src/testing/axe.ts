import axe from 'axe-core'
import { expect } from 'storybook/test'

/** Runs axe on `element` in the story's page and expects no violation of serious or critical impact. */
export async function expectNoSeriousAxeViolations(element: HTMLElement) {
  const { violations } = await axe.run(element, { resultTypes: ['violations'] })
  await expect(
    violations
      .filter((rule) => rule.impact === 'serious' || rule.impact === 'critical')
      .map((rule) => rule.id),
  ).toEqual([])
}
