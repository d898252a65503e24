import { useFormik } from 'formik'
import { useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { Checkbox } from '../../design-system/Checkbox'
import { DateField } from '../../design-system/DateField'
import { SearchField } from '../../design-system/SearchField'
import { Select } from '../../design-system/Select'
import { StyledActions, StyledFormGrid, StyledNotice } from '../../design-system/SheetLayout'
import { TextArea } from '../../design-system/TextArea'
import { TextField } from '../../design-system/TextField'
import { useCreateOutpassMutation, useListPassTenantsQuery } from './attendanceApi'
import { today } from '../../app/core/today'
import { PASS_TYPE_OPTIONS } from './labels'
import {
  RAISE_PASS_FIELDS,
  raisePassRequest,
  raisePassSchema,
  raisePassValues,
  type RaisePassValues,
} from './raisePassForm'
import { showServerErrors } from '../../app/core/serverErrors'

export type RaisePassSheetProps = { panelId: number }

/** The operator raises a pass on a resident's behalf (residents have no app here). */
export default function RaisePassSheet({ panelId }: RaisePassSheetProps) {
  const dispatch = useAppDispatch()
  const [createOutpass] = useCreateOutpassMutation()
  const [search, setSearch] = useState('')
  const { data: tenants, isFetching } = useListPassTenantsQuery(search)
  const form = useFormik<RaisePassValues>({
    initialValues: raisePassValues(today()),
    validationSchema: raisePassSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined)
      const result = await createOutpass({ outpassCreateRequest: raisePassRequest(values) })
      if (result.error) {
        showServerErrors(helpers, result.error, RAISE_PASS_FIELDS, 'The pass was not raised.')
        return
      }
      dispatch(panelClosed(panelId))
    },
  })
  const { values } = form
  const error = (name: keyof RaisePassValues) => (form.touched[name] && form.errors[name]) || undefined
  const text = (name: keyof RaisePassValues) => ({
    name,
    value: String(values[name]),
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: error(name),
  })
  const date = (name: 'fromDate' | 'toDate') => ({
    name,
    value: values[name],
    onChange: (value: string) => void form.setFieldValue(name, value),
    onBlur: form.handleBlur,
    error: error(name),
  })
  const options = (tenants?.data.results ?? []).map((tenant) => ({
    value: String(tenant.id),
    label: `${tenant.name} · ${[tenant.property_name, tenant.room_name].filter(Boolean).join(' ')}`,
  }))

  return (
    <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label="Raise a pass">
      <div data-span="full">
        <SearchField
          label="Search residents"
          placeholder="Name or phone"
          value={search}
          onSearch={setSearch}
        />
      </div>
      <div data-span="full">
        <Select
          {...text('tenantId')}
          label="Resident"
          required
          placeholder={isFetching && !tenants ? 'Loading…' : 'Choose a resident'}
          options={options}
        />
      </div>
      <div data-span="full">
        <Select
          {...text('type')}
          label="Type"
          required
          placeholder="Choose the kind of pass"
          options={PASS_TYPE_OPTIONS}
        />
      </div>
      <DateField {...date('fromDate')} label="Leaves on" required />
      <TextField
        {...text('fromTime')}
        label="Leaves at"
        placeholder="HH:mm"
        inputMode="numeric"
        maxLength={5}
        required
      />
      <DateField {...date('toDate')} label="Returns on" min={values.fromDate} required />
      <TextField
        {...text('toTime')}
        label="Returns at"
        placeholder="HH:mm"
        inputMode="numeric"
        maxLength={5}
        required
      />
      <div data-span="full">
        <TextField {...text('destination')} label="Destination" maxLength={200} required />
      </div>
      <div data-span="full">
        <TextArea {...text('reason')} label="Reason" maxLength={500} required />
      </div>
      <TextField
        {...text('contactPhone')}
        label="Contact phone"
        type="tel"
        inputMode="numeric"
        maxLength={15}
      />
      <Checkbox
        name="guardianApproved"
        label="The guardian has approved"
        checked={values.guardianApproved}
        onChange={form.handleChange}
      />
      {typeof form.status === 'string' && (
        <StyledNotice role="alert" data-span="full">
          {form.status}
        </StyledNotice>
      )}
      <StyledActions>
        <Button
          variant="secondary"
          disabled={form.isSubmitting}
          onClick={() => dispatch(panelClosed(panelId))}
        >
          Cancel
        </Button>
        <Button type="submit" loading={form.isSubmitting}>
          Raise pass
        </Button>
      </StyledActions>
    </StyledFormGrid>
  )
}
