import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useState } from 'react'
import { fn } from 'storybook/test'
import { FileDrop, type FileUpload } from './FileDrop'

const MB = 1024 * 1024

const meta = {
  title: 'Design system/FileDrop',
  component: FileDrop,
  args: {
    accept: ['application/pdf', 'image/jpeg', 'image/png'],
    maxSizeBytes: 10 * MB,
    multiple: false,
    disabled: false,
    onFiles: fn(),
    onRemove: fn(),
  },
  argTypes: {
    accept: { control: 'object' },
    maxSizeBytes: { control: { type: 'number', step: MB } },
    multiple: { control: 'boolean' },
    disabled: { control: 'boolean' },
    label: { control: 'text' },
    uploads: { control: 'object' },
  },
} satisfies Meta<typeof FileDrop>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const WithUploads: Story = {
  args: {
    multiple: true,
    uploads: [
      { id: 'u1', name: 'rent-agreement.pdf', progress: 45, status: 'uploading' },
      { id: 'u2', name: 'aadhaar-masked.jpg', progress: 100, status: 'done' },
      { id: 'u3', name: 'photo.png', progress: 20, status: 'error', error: 'The connection dropped' },
    ],
  },
}

/** Valid files start a simulated upload that fills in about two seconds. */
export const SimulatedUpload: Story = {
  args: { multiple: true },
  render: function SimulatedUpload(args) {
    const [uploads, setUploads] = useState<FileUpload[]>([])
    const advance = (id: string, progress: number) => {
      setUploads((current) =>
        current.map((upload) =>
          upload.id === id ? { ...upload, progress, status: progress >= 100 ? 'done' : 'uploading' } : upload,
        ),
      )
      if (progress < 100) window.setTimeout(() => advance(id, progress + 10), 200)
    }
    return (
      <FileDrop
        {...args}
        uploads={uploads}
        onFiles={(files) => {
          args.onFiles(files)
          for (const file of files) {
            const id = `${file.name}-${Date.now()}`
            setUploads((current) => [...current, { id, name: file.name, progress: 0, status: 'uploading' }])
            advance(id, 0)
          }
        }}
        onRemove={(id) => setUploads((current) => current.filter((upload) => upload.id !== id))}
      />
    )
  },
}

export const Disabled: Story = {
  args: { disabled: true },
}
