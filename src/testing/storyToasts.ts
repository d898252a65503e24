import { expect, waitFor, within } from 'storybook/test'

/** Waits for a toast with this message to be shown (toasts sit in a portal and slide in). */
export async function expectToast(message: string) {
  await waitFor(() => expect(within(document.body).getByText(message)).toBeVisible(), { timeout: 3000 })
}
