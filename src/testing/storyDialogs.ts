import { expect, waitFor, within } from 'storybook/test'

/**
 * A modal dialog (the design system's Modal or ConfirmDialog) once it is on screen. It fades in from transparent,
 * so until the browser has drawn its first frame it is in the page but not seen: on a busy machine a test that
 * reads it straight away finds it invisible. A test, like an operator, waits to see it first.
 */
export async function findModal(name?: string | RegExp, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await within(document.body).findByRole(role, name === undefined ? {} : { name })
  await waitFor(() => expect(dialog).toBeVisible())
  return dialog
}

/** The form of that name in the modal dialog of the same name, once the dialog is on screen. */
export async function findModalForm(name: string) {
  return within(within(await findModal(name)).getByRole('form', { name }))
}
