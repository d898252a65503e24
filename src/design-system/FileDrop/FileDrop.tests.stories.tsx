import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { FileDrop } from './FileDrop'

const MB = 1024 * 1024

const meta = {
  title: 'Design system/FileDrop/Tests',
  component: FileDrop,
  args: {
    accept: ['application/pdf', 'image/jpeg', 'image/png'],
    maxSizeBytes: 10 * MB,
    onFiles: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof FileDrop>

export default meta
type Story = StoryObj<typeof meta>

const pdf = (name = 'agreement.pdf', bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' })

/** Fires a drag event carrying files, as the browser does when files come from the desktop. */
const drag = (zone: HTMLElement, type: 'dragover' | 'drop', files: File[] = []) => {
  const dataTransfer = new DataTransfer()
  for (const file of files) dataTransfer.items.add(file)
  // Built natively: fireEvent rebuilds dataTransfer as a plain object, which Chromium's DragEvent refuses.
  zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }))
}

const drop = (zone: HTMLElement, files: File[]) => {
  drag(zone, 'dragover', files)
  drag(zone, 'drop', files)
}

export const ChoosingAValidFileCallsOnFiles: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText('Choose file')
    await expect(input).toHaveAccessibleDescription('PDF, JPEG or PNG, up to 10 MB')
    const file = pdf()
    await userEvent.upload(input, file)
    await expect(args.onFiles).toHaveBeenCalledWith([file])
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const DroppingAValidFileCallsOnFiles: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const zone = canvas.getByRole('group', { name: 'File upload' })
    drag(zone, 'dragover')
    await waitFor(() => expect(canvas.getByText('Drop to add a file')).toBeVisible())
    const file = new File(['x'], 'id-card.png', { type: 'image/png' })
    drop(zone, [file])
    await expect(args.onFiles).toHaveBeenCalledWith([file])
    await waitFor(() => expect(canvas.getByText('Drag a file here, or')).toBeVisible())
  },
}

export const AWrongTypeIsRefusedWithAMessage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    drop(canvas.getByRole('group', { name: 'File upload' }), [
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    ])
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'notes.txt is not a PDF, JPEG or PNG file',
    )
    await expect(args.onFiles).not.toHaveBeenCalled()
  },
}

export const AWrongTypeFromThePickerIsRefusedToo: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    // The picker honours accept, but "All files" can still be chosen; applyAccept: false does the same.
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(
      canvas.getByLabelText('Choose file'),
      new File(['x'], 'tenants.csv', { type: 'text/csv' }),
    )
    await expect(canvas.getByRole('alert')).toHaveTextContent('tenants.csv is not a PDF, JPEG or PNG file')
    await expect(args.onFiles).not.toHaveBeenCalled()
  },
}

export const AnOversizedFileIsRefusedWithAMessage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.upload(canvas.getByLabelText('Choose file'), pdf('scan.pdf', 10 * MB + 1))
    await expect(canvas.getByRole('alert')).toHaveTextContent('scan.pdf is larger than 10 MB')
    await expect(args.onFiles).not.toHaveBeenCalled()

    // A valid choice afterwards clears the message.
    await userEvent.upload(canvas.getByLabelText('Choose file'), pdf('scan-small.pdf'))
    await expect(args.onFiles).toHaveBeenCalledTimes(1)
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const OnlyValidFilesAreHandedOn: Story = {
  args: { multiple: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const ok = pdf('lease.pdf')
    const photo = new File(['x'], 'photo.jpg', { type: 'image/jpeg' })
    drop(canvas.getByRole('group', { name: 'File upload' }), [
      ok,
      new File(['x'], 'virus.exe', { type: 'application/x-msdownload' }),
      photo,
      pdf('huge.pdf', 11 * MB),
    ])
    await expect(args.onFiles).toHaveBeenCalledWith([ok, photo])
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('virus.exe is not a PDF, JPEG or PNG file')
    await expect(alert).toHaveTextContent('huge.pdf is larger than 10 MB')
    await expect(canvas.getByLabelText('Choose files')).toHaveAttribute('multiple')
  },
}

export const SingleModeRefusesSeveralFiles: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    drop(canvas.getByRole('group', { name: 'File upload' }), [pdf('a.pdf'), pdf('b.pdf')])
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Add one file at a time')
    await expect(args.onFiles).not.toHaveBeenCalled()
  },
}

export const DisabledIgnoresFiles: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('Choose file')).toBeDisabled()
    drop(canvas.getByRole('group', { name: 'File upload' }), [pdf()])
    await expect(args.onFiles).not.toHaveBeenCalled()
  },
}

export const UploadsShowProgressAndCanBeRemoved: Story = {
  args: {
    uploads: [
      { id: 'u1', name: 'rent-agreement.pdf', progress: 40, status: 'uploading' },
      { id: 'u2', name: 'aadhaar-masked.jpg', progress: 100, status: 'done' },
      { id: 'u3', name: 'photo.png', progress: 20, status: 'error', error: 'The connection dropped' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const list = canvas.getByRole('list', { name: 'Uploads' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3)

    const bar = canvas.getByRole('progressbar', { name: 'Uploading rent-agreement.pdf' })
    await expect(bar).toHaveAttribute('aria-valuenow', '40')
    await expect(canvas.getByText('40%')).toBeVisible()
    const fill = bar.firstElementChild as HTMLElement
    await expect(fill.getBoundingClientRect().width / bar.getBoundingClientRect().width).toBeCloseTo(0.4, 2)
    // Only uploads in progress have a bar.
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(1)
    await expect(canvas.getByText('Uploaded')).toBeVisible()
    await expect(canvas.getByText('The connection dropped')).toBeVisible()

    await userEvent.click(canvas.getByRole('button', { name: 'Cancel upload of rent-agreement.pdf' }))
    await expect(args.onRemove).toHaveBeenCalledWith('u1')
    await userEvent.click(canvas.getByRole('button', { name: 'Remove aadhaar-masked.jpg' }))
    await expect(args.onRemove).toHaveBeenLastCalledWith('u2')
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo.png' }))
    await expect(args.onRemove).toHaveBeenLastCalledWith('u3')
  },
}
