import { useFormik } from 'formik'
import { useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { serverFieldErrors } from '../../app/core/serverErrors'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { Select } from '../../design-system/Select'
import { StyledActions, StyledFormGrid } from '../../design-system/SheetLayout'
import { TextArea } from '../../design-system/TextArea'
import { TextField } from '../../design-system/TextField'
import { AttachmentPicker } from './AttachmentPicker'
import {
  useListComplaintPropertiesQuery,
  useListComplaintResidentsQuery,
  useListComplaintRoomsQuery,
  useListComplaintTypesQuery,
  type ComplaintPriority,
} from './complaintsApi'
import { durationText, PRIORITIES, PRIORITY_BADGES } from './complaintText'
import { newRaiseValues, RAISE_FIELDS, raiseRequest, raiseSchema, type RaiseValues } from './raiseForm'
import { useComplaintUpload } from './useComplaintUpload'

export type RaiseComplaintSheetProps = { panelId: number; propertyId?: number }

type TextName = Exclude<keyof RaiseValues, 'priority'>

/** Raises a complaint for a property (optionally a room and a resident), with a type, priority and attachments. */
export default function RaiseComplaintSheet({ panelId, propertyId }: RaiseComplaintSheetProps) {
  const dispatch = useAppDispatch()
  const upload = useComplaintUpload()
  const [files, setFiles] = useState<File[]>([])
  const [filesError, setFilesError] = useState<string>()
  const { data: properties } = useListComplaintPropertiesQuery(undefined)
  const { data: types } = useListComplaintTypesQuery({ isActive: true, limit: 100 })
  const form = useFormik<RaiseValues>({
    initialValues: newRaiseValues(propertyId),
    validationSchema: raiseSchema,
    onSubmit: async (values, helpers) => {
      const result = await upload.raise(raiseRequest(values, files))
      if (result.error) {
        const errors = serverFieldErrors(result.error, { ...RAISE_FIELDS, file: 'file' as const })
        const { file, ...fieldErrors } = errors
        setFilesError(file)
        helpers.setErrors(fieldErrors)
        return
      }
      dispatch(panelClosed(panelId))
    },
  })
  const { values } = form
  const chosenProperty = Number(values.propertyId) || undefined
  const { data: rooms } = useListComplaintRoomsQuery(chosenProperty ?? 0, {
    skip: chosenProperty === undefined,
  })
  const { data: residents } = useListComplaintResidentsQuery(
    { propertyId: chosenProperty ?? 0, name: '' },
    { skip: chosenProperty === undefined },
  )
  const roomResidents = (residents?.data.results ?? []).filter(
    (resident) => values.roomId === '' || String(resident.room_id) === values.roomId,
  )
  const error = (name: keyof RaiseValues) => {
    const message = form.errors[name]
    return (form.touched[name] || form.submitCount > 0) && typeof message === 'string' ? message : undefined
  }
  const text = (name: TextName) => ({ ...form.getFieldProps(name), error: error(name) })
  const targets = (types?.data.results ?? []).find((type) => String(type.id) === values.typeId)?.sla_targets
  const target = targets?.[values.priority]

  return (
    <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label="Raise complaint">
      <Select
        {...text('propertyId')}
        label="Property"
        required
        placeholder="Choose a property"
        options={(properties?.data.results ?? []).map((property) => ({
          value: String(property.id),
          label: property.property_name,
        }))}
        onChange={(event) =>
          void form.setValues({ ...values, propertyId: event.target.value, roomId: '', tenantId: '' })
        }
      />
      <Select
        {...text('roomId')}
        label="Room"
        placeholder={chosenProperty ? 'No particular room' : 'Choose the property first'}
        disabled={chosenProperty === undefined}
        options={(rooms ?? []).map((room) => ({
          value: String(room.id),
          label: `${room.name} · ${room.floor_name}`,
        }))}
        onChange={(event) => void form.setValues({ ...values, roomId: event.target.value, tenantId: '' })}
      />
      <Select
        {...text('tenantId')}
        label="Resident"
        placeholder="No resident"
        disabled={chosenProperty === undefined}
        options={roomResidents.map((resident) => ({
          value: String(resident.id),
          label: resident.room_name ? `${resident.name} · ${resident.room_name}` : resident.name,
        }))}
      />
      <Select
        {...text('typeId')}
        label="Type"
        required
        placeholder="Choose a type"
        options={(types?.data.results ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
      />
      <Select
        {...form.getFieldProps('priority')}
        error={error('priority')}
        label="Priority"
        hint={
          target
            ? `Respond within ${durationText(target.response_minutes)}, resolve within ${durationText(target.resolution_minutes)}`
            : undefined
        }
        options={PRIORITIES.map((priority: ComplaintPriority) => ({
          value: priority,
          label: PRIORITY_BADGES[priority].label,
        }))}
      />
      <TextField {...text('raisedBy')} label="Raised by" hint="Leave empty for the resident, or you" />
      <div data-span="full">
        <TextField {...text('title')} label="Title" required maxLength={120} />
      </div>
      <div data-span="full">
        <TextArea {...text('description')} label="Description" maxLength={2000} />
      </div>
      <AttachmentPicker
        files={files}
        onChange={setFiles}
        error={filesError}
        onError={setFilesError}
        disabled={form.isSubmitting}
        percentSent={upload.percent}
      />
      <StyledActions>
        <Button variant="secondary" onClick={() => dispatch(panelClosed(panelId))}>
          Cancel
        </Button>
        <Button type="submit" loading={form.isSubmitting}>
          Raise complaint
        </Button>
      </StyledActions>
    </StyledFormGrid>
  )
}
