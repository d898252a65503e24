import { useFormik } from 'formik'
import * as yup from 'yup'
import { useAppDispatch } from '../../app/core/hooks'
import { serverMessage } from '../../app/core/serverErrors'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { StyledActions, StyledFormGrid, StyledNotice } from '../../design-system/SheetLayout'
import { TextArea } from '../../design-system/TextArea'
import { emailList, emailsSchema, generateFieldErrors, MAX_EMAILS } from './generateForm'
import { useEmailReportMutation } from './reportsApi'

export type EmailReportSheetProps = { panelId: number; reportId: number; title: string }

type EmailValues = { emails: string }

const emailSchema = yup.object({
  emails: emailsSchema.required('Enter at least one address'),
})

/** E-mails the file of a ready report to up to five addresses. */
export default function EmailReportSheet({ panelId, reportId, title }: EmailReportSheetProps) {
  const dispatch = useAppDispatch()
  const [emailReport] = useEmailReportMutation()
  const form = useFormik<EmailValues>({
    initialValues: { emails: '' },
    validationSchema: emailSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined)
      const result = await emailReport({ id: reportId, reportEmailRequest: { emails: emailList(values.emails) } })
      if (result.error) {
        const { emails } = generateFieldErrors(result.error)
        if (emails) helpers.setErrors({ emails })
        helpers.setStatus(serverMessage(result.error) ?? 'The report was not e-mailed.')
        return
      }
      dispatch(panelClosed(panelId))
    },
  })
  const error = (form.touched.emails && form.errors.emails) || undefined
  return (
    <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label={`E-mail ${title}`}>
      <div data-span="full">
        <TextArea
          name="emails"
          label="E-mail addresses"
          hint={`Up to ${MAX_EMAILS} addresses, separated by commas`}
          rows={2}
          value={form.values.emails}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={error}
          required
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
          Send e-mail
        </Button>
      </StyledActions>
    </StyledFormGrid>
  )
}
