import { useState } from 'react'
import {
  downloadWithToken,
  reportFileCallFailure,
  uploadWithProgress,
} from '../../../app/core/files/fileTransfer'
import { useAppDispatch } from '../../../app/core/hooks'
import { Button } from '../../../design-system/Button'
import { FileDrop, type FileUpload } from '../../../design-system/FileDrop'
import { StyledLogo } from '../settingsSection.styles'

const UPLOAD_PATH = '/onboarding/api/v1/operator/cloudfront/upload'
const LOGO_TYPES = ['image/jpeg', 'image/png'] as const
const MAX_LOGO_BYTES = 2 * 1024 * 1024

/** The picture as a `data:` address: the app's Content-Security-Policy admits those images, not `blob:` ones. */
const dataUrlOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'))
    reader.readAsDataURL(file)
  })

export type LogoFieldProps = {
  /** The saved logo's URL, or null. */
  image: string | null
  /** Saves the uploaded file's URL as the logo; answers whether it was saved. */
  onSaved: (url: string) => Promise<boolean>
}

/**
 * The logo: a JPEG or PNG sent with its progress (XHR, like the complaint attachments), checked by its content on
 * the server, then saved on the profile; the chosen picture is shown back.
 */
export function LogoField({ image, onSaved }: LogoFieldProps) {
  const dispatch = useAppDispatch()
  const [upload, setUpload] = useState<FileUpload | null>(null)
  const [preview, setPreview] = useState<string | null>(null)

  const send = async (file: File) => {
    const id = `${file.name}-${file.size}`
    setUpload({ id, name: file.name, progress: 0, status: 'uploading' })
    const body = new FormData()
    body.append('file', file)
    body.append('purpose', 'PROFILE_IMAGE')
    try {
      const { data } = await uploadWithProgress<{ data: { url: string } }>(UPLOAD_PATH, body, (progress) =>
        setUpload({ id, name: file.name, progress, status: 'uploading' }),
      )
      const saved = await onSaved(data.url)
      setUpload(saved ? null : { id, name: file.name, progress: 100, status: 'error', error: 'Not saved' })
      if (saved) setPreview(await dataUrlOf(file))
    } catch (error) {
      reportFileCallFailure(dispatch, error)
      setUpload({
        id,
        name: file.name,
        progress: 0,
        status: 'error',
        error: 'Not uploaded: use a JPEG or PNG',
      })
    }
  }

  return (
    <div>
      <h3>Logo</h3>
      {preview && <StyledLogo src={preview} alt="Your logo" />}
      {image && !preview && (
        <Button variant="secondary" onClick={() => void downloadWithToken(image, 'logo', 'inline')}>
          View logo
        </Button>
      )}
      <FileDrop
        label="Logo (JPEG or PNG)"
        accept={LOGO_TYPES}
        maxSizeBytes={MAX_LOGO_BYTES}
        onFiles={(files) => void send(files[0])}
        uploads={upload ? [upload] : []}
        onRemove={() => setUpload(null)}
      />
    </div>
  )
}
