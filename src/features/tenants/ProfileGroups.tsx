import type { FormikProps } from 'formik'
import { DateField } from '../../design-system/DateField'
import { Select } from '../../design-system/Select'
import { TextField } from '../../design-system/TextField'
import { maskedIdText, policeNeedsDate, type ProfileValues } from './profileForm'
import { StyledFieldGroup } from './Profile.styles'
import type { PoliceVerificationStatus } from './tenantsApi'
import { KYC_ID_OPTIONS, POLICE_OPTIONS } from './tenantOptions'

type GroupProps = { form: FormikProps<ProfileValues> }

/** A text field bound to one of the form's values, its error shown once it was touched or submitted. */
export function profileField(form: FormikProps<ProfileValues>) {
  return (name: keyof ProfileValues) => ({
    name,
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: (form.touched[name] && form.errors[name]) || undefined,
  })
}

/** Guardian and emergency contact. */
export function ContactGroup({ form }: GroupProps) {
  const field = profileField(form)
  return (
    <>
      <StyledFieldGroup>
        <legend>Guardian</legend>
        <TextField {...field('guardianName')} label="Guardian's name" autoComplete="off" />
        <TextField {...field('guardianRelation')} label="Relation" placeholder="e.g. Father" />
        <TextField
          {...field('guardianPhone')}
          label="Guardian's phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
      </StyledFieldGroup>
      <StyledFieldGroup>
        <legend>Emergency contact</legend>
        <TextField {...field('emergencyName')} label="Emergency contact's name" autoComplete="off" />
        <TextField
          {...field('emergencyPhone')}
          label="Emergency contact's phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
      </StyledFieldGroup>
    </>
  )
}

/**
 * The ID (its type and last 4 characters only, as UIDAI asks of verifiers) and the police verification with
 * its date; a changed status asks for its own date rather than keeping the old one.
 */
export function IdGroup({ form, initial, today }: GroupProps & { initial: ProfileValues; today: string }) {
  const field = profileField(form)
  const { kycIdType, kycLast4, policeStatus } = form.values
  const complete = /^[0-9A-Za-z]{4}$/.test(kycLast4)
  return (
    <StyledFieldGroup>
      <legend>ID and police verification</legend>
      <Select {...field('kycIdType')} label="ID type" placeholder="No ID recorded" options={KYC_ID_OPTIONS} />
      <TextField
        {...field('kycLast4')}
        label="Last 4 characters of the ID"
        maxLength={4}
        autoComplete="off"
        hint={
          complete && kycIdType
            ? `Kept as ${maskedIdText(kycIdType, kycLast4)}`
            : 'Only the last 4 characters are kept'
        }
      />
      <Select
        {...field('policeStatus')}
        label="Police verification"
        options={POLICE_OPTIONS}
        onChange={(event) => {
          const status = event.target.value as PoliceVerificationStatus
          void form.setValues({
            ...form.values,
            policeStatus: status,
            policeDate: status === initial.policeStatus ? initial.policeDate : '',
          })
        }}
      />
      {policeNeedsDate(policeStatus) && (
        <DateField
          label={policeStatus === 'VERIFIED' ? 'Verified on' : 'Submitted on'}
          name="policeDate"
          required
          max={today}
          value={form.values.policeDate}
          onChange={(value) => void form.setFieldValue('policeDate', value)}
          onBlur={form.handleBlur}
          error={(form.touched.policeDate && form.errors.policeDate) || undefined}
        />
      )}
    </StyledFieldGroup>
  )
}
