import { useFormik } from 'formik'
import { useAppDispatch } from '../../app/core/hooks'
import { serverMessage } from '../../app/core/serverErrors'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { today } from '../../app/core/today'
import { Button } from '../../design-system/Button'
import { Checkbox } from '../../design-system/Checkbox'
import { DateField } from '../../design-system/DateField'
import { Select } from '../../design-system/Select'
import { StyledActions, StyledFormGrid, StyledNotice } from '../../design-system/SheetLayout'
import { TextArea } from '../../design-system/TextArea'
import {
  generateFieldErrors,
  generateRequest,
  generateSchema,
  generateValues,
  MAX_EMAILS,
  type GenerateField,
  type GenerateValues,
} from './generateForm'
import { isPreset, PERIOD_LABELS, PERIOD_PRESETS, presetRange } from './periods'
import { StyledChoices, StyledMuted } from './Reports.styles'
import {
  useGenerateReportMutation,
  useListReportPropertiesQuery,
  type ReportFormat,
  type ReportTypeInfo,
} from './reportsApi'

export type GenerateReportSheetProps = { panelId: number; reportType: ReportTypeInfo }

const FORMATS: readonly ReportFormat[] = ['CSV', 'XLSX', 'PDF']
const FORMAT_LABELS: Record<ReportFormat, string> = {
  CSV: 'CSV',
  XLSX: 'Excel (XLSX)',
  PDF: 'PDF',
}

/** Starts a report job: properties, a period or an as-of day, the file's format and who gets it by e-mail. */
export default function GenerateReportSheet({ panelId, reportType }: GenerateReportSheetProps) {
  const dispatch = useAppDispatch()
  const [generateReport] = useGenerateReportMutation()
  const properties = useListReportPropertiesQuery(null)
  const start = today()
  const form = useFormik<GenerateValues>({
    initialValues: generateValues(start),
    validationSchema: generateSchema(reportType.takes, start),
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined)
      const result = await generateReport({ reportJobRequest: generateRequest(reportType, values) })
      if (result.error) {
        const errors = generateFieldErrors(result.error)
        helpers.setErrors(errors)
        helpers.setTouched(Object.fromEntries(Object.keys(errors).map((name) => [name, true])), false)
        helpers.setStatus(serverMessage(result.error) ?? 'The report was not started.')
        return
      }
      dispatch(panelClosed(panelId))
    },
  })
  const { values } = form
  const error = (name: GenerateField) => (form.touched[name] && form.errors[name]) || undefined
  const options = properties.data?.data.results ?? []

  const toggleProperty = (id: number, checked: boolean) =>
    void form.setFieldValue(
      'propertyIds',
      checked ? [...values.propertyIds, id].sort((a, b) => a - b) : values.propertyIds.filter((chosen) => chosen !== id),
    )
  const choosePreset = (value: string) => {
    if (!isPreset(value)) return
    const range = presetRange(value, start)
    void form.setValues({ ...values, preset: value, ...(range ? { fromDate: range.from, toDate: range.to } : {}) })
  }
  const setDate = (name: 'fromDate' | 'toDate' | 'asOf', value: string) => {
    void form.setFieldTouched(name, true, false)
    void form.setValues({ ...values, [name]: value, ...(name === 'asOf' ? {} : { preset: 'custom' }) })
  }

  return (
    <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label={`Generate ${reportType.title}`}>
      <StyledMuted data-span="full">{reportType.description}</StyledMuted>
      <StyledChoices data-span="full">
        <legend>Properties (all when none is ticked)</legend>
        {properties.isError && <StyledNotice role="status">The properties could not be loaded.</StyledNotice>}
        {options.map((property) => (
          <Checkbox
            key={property.id}
            label={property.property_name}
            checked={values.propertyIds.includes(property.id)}
            onChange={(event) => toggleProperty(property.id, event.target.checked)}
          />
        ))}
        {error('propertyIds') && <StyledNotice role="alert">{error('propertyIds')}</StyledNotice>}
      </StyledChoices>
      {reportType.takes === 'period' ? (
        <>
          <div data-span="full">
            <Select
              label="Period"
              options={PERIOD_PRESETS.map((value) => ({ value, label: PERIOD_LABELS[value] }))}
              value={values.preset}
              onChange={(event) => choosePreset(event.target.value)}
            />
          </div>
          <DateField
            name="fromDate"
            label="From"
            value={values.fromDate}
            onChange={(value) => setDate('fromDate', value)}
            error={error('fromDate')}
            required
          />
          <DateField
            name="toDate"
            label="To"
            min={values.fromDate || undefined}
            value={values.toDate}
            onChange={(value) => setDate('toDate', value)}
            error={error('toDate')}
            required
          />
        </>
      ) : (
        <DateField
          name="asOf"
          label="As of"
          hint="The report shows the position at the end of this day"
          max={start}
          value={values.asOf}
          onChange={(value) => setDate('asOf', value)}
          error={error('asOf')}
          required
        />
      )}
      <StyledChoices data-span="full" role="radiogroup" aria-label="Format">
        <legend>Format</legend>
        {FORMATS.map((format) => (
          <label key={format}>
            <input
              type="radio"
              name="format"
              value={format}
              checked={values.format === format}
              onChange={() => void form.setFieldValue('format', format)}
            />
            {FORMAT_LABELS[format]}
          </label>
        ))}
        {error('format') && <StyledNotice role="alert">{error('format')}</StyledNotice>}
      </StyledChoices>
      <div data-span="full">
        <TextArea
        name="emails"
        label="E-mail the file to (optional)"
        hint={`Up to ${MAX_EMAILS} addresses, separated by commas; sent once the report is ready`}
        rows={2}
        value={values.emails}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={error('emails')}
      />
      </div>
      {typeof form.status === 'string' && (
        <StyledNotice role="status" data-span="full">
          {form.status}
        </StyledNotice>
      )}
      <StyledActions>
        <Button variant="secondary" disabled={form.isSubmitting} onClick={() => dispatch(panelClosed(panelId))}>
          Cancel
        </Button>
        <Button type="submit" loading={form.isSubmitting}>
          Generate report
        </Button>
      </StyledActions>
    </StyledFormGrid>
  )
}
