import { useFormik } from 'formik'
import { useState } from 'react'
import { Button } from '../../../design-system/Button'
import { Modal } from '../../../design-system/Modal'
import { Select } from '../../../design-system/Select'
import { StyledActions, StyledFormGrid, StyledNotice } from '../../../design-system/SheetLayout'
import { showServerErrors } from '../serverErrors'
import { DuplicateNameField, type ExistingEntry } from './DuplicateNameField'
import {
  COURSE_FIELDS,
  COURSE_LEVELS,
  courseRequest,
  courseSchema,
  duplicateOf,
  type CourseValues,
} from './referenceForms'
import { useCreateInstitutionCourseMutation, type Course } from './resourcesApi'

const YEARS = [1, 2, 3, 4, 5, 6, 7].map((years) => ({
  value: String(years),
  label: years === 1 ? '1 year' : `${years} years`,
}))

export type AddCourseDialogProps = {
  /** The college the course is added to; null keeps the dialog closed. */
  institution: { id: number; name: string } | null
  onClose: () => void
  onAdded: (course: Course) => void
  /** Called when the operator picks the course the server says the college already has. */
  onUseExisting?: (existing: ExistingEntry) => void
  initialName?: string
}

/** "Add a course" to a college: name, level and usual length; a duplicate offers the existing course. */
export function AddCourseDialog({
  institution,
  onClose,
  onAdded,
  onUseExisting,
  initialName = '',
}: AddCourseDialogProps) {
  return (
    <Modal
      open={institution !== null}
      onClose={onClose}
      title="Add a course"
      description={institution ? `To ${institution.name}` : undefined}
    >
      {institution && (
        <CourseForm
          institutionId={institution.id}
          initialName={initialName}
          onClose={onClose}
          onAdded={onAdded}
          onUseExisting={onUseExisting}
        />
      )}
    </Modal>
  )
}

function CourseForm({
  institutionId,
  initialName,
  onClose,
  onAdded,
  onUseExisting,
}: Omit<AddCourseDialogProps, 'institution'> & { institutionId: number; initialName: string }) {
  const [createCourse] = useCreateInstitutionCourseMutation()
  const [existing, setExisting] = useState<ExistingEntry>()
  const form = useFormik<CourseValues>({
    initialValues: { name: initialName, level: '', durationYears: '' },
    validationSchema: courseSchema,
    onSubmit: async (values, helpers) => {
      setExisting(undefined)
      const result = await createCourse({ id: institutionId, courseCreateRequest: courseRequest(values) })
      if (result.error) {
        setExisting(duplicateOf(result.error))
        showServerErrors(helpers, result.error, COURSE_FIELDS, 'The course was not added.')
        return
      }
      onAdded(result.data.data)
    },
  })
  const error = (name: keyof CourseValues) => (form.touched[name] ? form.errors[name] : undefined)

  return (
    <StyledFormGrid
      noValidate
      aria-label="Add a course"
      onSubmit={(event) => {
        event.stopPropagation()
        form.handleSubmit(event)
      }}
    >
      <DuplicateNameField
        label="Course name"
        hint="e.g. BCom, BTech Computer Science"
        field={form.getFieldProps('name')}
        error={error('name')}
        existing={existing}
        onEdited={() => setExisting(undefined)}
        onUseExisting={onUseExisting}
      />
      <Select
        label="Level"
        required
        placeholder="Choose the level"
        options={COURSE_LEVELS}
        {...form.getFieldProps('level')}
        error={error('level')}
      />
      <Select
        label="Usual length"
        placeholder="Not known"
        options={YEARS}
        {...form.getFieldProps('durationYears')}
        error={error('durationYears')}
      />
      {typeof form.status === 'string' && !existing && (
        <StyledNotice role="status" data-span="full">
          {form.status}
        </StyledNotice>
      )}
      <StyledActions>
        <Button variant="secondary" disabled={form.isSubmitting} onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={form.isSubmitting}>
          Add course
        </Button>
      </StyledActions>
    </StyledFormGrid>
  )
}
