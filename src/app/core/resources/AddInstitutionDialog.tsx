import { useFormik } from 'formik'
import { useState } from 'react'
import { Button } from '../../../design-system/Button'
import { Modal } from '../../../design-system/Modal'
import { SearchField } from '../../../design-system/SearchField'
import { Select } from '../../../design-system/Select'
import { StyledActions, StyledFormGrid, StyledNotice } from '../../../design-system/SheetLayout'
import { TextField } from '../../../design-system/TextField'
import { showServerErrors } from '../serverErrors'
import {
  duplicateOf,
  INSTITUTION_FIELDS,
  institutionRequest,
  institutionSchema,
  type InstitutionValues,
} from './referenceForms'
import { useCreateInstitutionMutation, useListCitiesQuery, type Institution } from './resourcesApi'
import { DuplicateNameField, type ExistingEntry } from './DuplicateNameField'

/** Cities are read a page of 100 at a time; past that the operator searches. */
const CITY_PICKER_LIMIT = 100

export type AddInstitutionDialogProps = {
  open: boolean
  onClose: () => void
  /** Called with the college added. */
  onAdded: (institution: Institution) => void
  /** Called when the operator picks the college the server says is already there. */
  onUseExisting?: (existing: ExistingEntry) => void
  /** The name typed in a picker, to start from. */
  initialName?: string
}

/** "Add a college": name, city and AISHE code; a duplicate offers the existing college instead. */
export function AddInstitutionDialog({
  open,
  onClose,
  onAdded,
  onUseExisting,
  initialName = '',
}: AddInstitutionDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Add a college" size="regular">
      {open && (
        <InstitutionForm
          initialName={initialName}
          onClose={onClose}
          onAdded={onAdded}
          onUseExisting={onUseExisting}
        />
      )}
    </Modal>
  )
}

function InstitutionForm({
  initialName,
  onClose,
  onAdded,
  onUseExisting,
}: Omit<AddInstitutionDialogProps, 'open'> & { initialName: string }) {
  const [createInstitution] = useCreateInstitutionMutation()
  const [existing, setExisting] = useState<ExistingEntry>()
  const [citySearch, setCitySearch] = useState('')
  const { data: cities, isLoading } = useListCitiesQuery({
    limit: CITY_PICKER_LIMIT,
    name: citySearch || undefined,
  })
  const form = useFormik<InstitutionValues>({
    initialValues: { name: initialName, cityId: '', aisheCode: '' },
    validationSchema: institutionSchema,
    onSubmit: async (values, helpers) => {
      setExisting(undefined)
      const result = await createInstitution({ institutionCreateRequest: institutionRequest(values) })
      if (result.error) {
        setExisting(duplicateOf(result.error))
        showServerErrors(helpers, result.error, INSTITUTION_FIELDS, 'The college was not added.')
        return
      }
      onAdded(result.data.data)
    },
  })
  const error = (name: keyof InstitutionValues) => (form.touched[name] ? form.errors[name] : undefined)
  const searchable = citySearch !== '' || (cities?.data.count ?? 0) > CITY_PICKER_LIMIT

  return (
    <StyledFormGrid
      noValidate
      aria-label="Add a college"
      onSubmit={(event) => {
        // The dialog may sit inside another form in React's tree (a tenant's): its submit is its own.
        event.stopPropagation()
        form.handleSubmit(event)
      }}
    >
      <DuplicateNameField
        label="College name"
        field={form.getFieldProps('name')}
        error={error('name')}
        existing={existing}
        onEdited={() => setExisting(undefined)}
        onUseExisting={onUseExisting}
      />
      <div>
        {searchable && (
          <SearchField
            label="Search cities"
            labelVisibility="hidden"
            placeholder="Search cities"
            value={citySearch}
            onSearch={setCitySearch}
          />
        )}
        <Select
          label="City"
          required
          placeholder={isLoading ? 'Loading…' : 'Choose the city'}
          disabled={isLoading}
          options={(cities?.data.results ?? []).map((city) => ({
            value: String(city.id),
            label: `${city.name}, ${city.state}`,
          }))}
          {...form.getFieldProps('cityId')}
          onChange={(event) => {
            setExisting(undefined)
            form.handleChange(event)
          }}
          error={error('cityId')}
        />
      </div>
      <TextField
        label="AISHE code"
        hint="Optional: C- or U- then digits, e.g. C-41352"
        autoComplete="off"
        maxLength={12}
        {...form.getFieldProps('aisheCode')}
        error={error('aisheCode')}
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
          Add college
        </Button>
      </StyledActions>
    </StyledFormGrid>
  )
}
