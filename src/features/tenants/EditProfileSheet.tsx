import { useFormik } from 'formik'
import { useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { DateField } from '../../design-system/DateField'
import { NumericInput } from '../../design-system/NumericInput'
import { Select } from '../../design-system/Select'
import { StyledActions, StyledFormGrid, StyledNotice, StyledSheet } from '../../design-system/SheetLayout'
import { TextArea } from '../../design-system/TextArea'
import { TextField } from '../../design-system/TextField'
import { SheetLoad } from './SheetLoad'
import { today } from './dates'
import { InstitutionFields } from './PlacementFields'
import {
  PROFILE_FIELDS,
  profileRequest,
  profileSchema,
  profileValues,
  type ProfileValues,
} from './profileForm'
import { ContactGroup, IdGroup, profileField } from './ProfileGroups'
import { serverFieldErrors } from '../../app/core/serverErrors'
import { GENDER_OPTIONS, OCCUPATION_OPTIONS } from './tenantOptions'
import { useEditTenantProfileMutation, useGetTenantDetailsQuery, type TenantDetail } from './tenantsApi'

export type EditProfileSheetProps = { panelId: number; tenantId: number }

/** Edits who a tenant is: contact, study or work, guardian, emergency contact, ID and police verification. */
export default function EditProfileSheet({ panelId, tenantId }: EditProfileSheetProps) {
  const { data, isLoading } = useGetTenantDetailsQuery({ id: tenantId })
  return (
    <SheetLoad
      value={data?.data}
      isLoading={isLoading}
      label="Loading the profile"
      rows={8}
      missing="This tenant could not be loaded"
    >
      {(tenant) => <EditProfile panelId={panelId} tenant={tenant} />}
    </SheetLoad>
  )
}

function EditProfile({ panelId, tenant }: { panelId: number; tenant: TenantDetail }) {
  const dispatch = useAppDispatch()
  const [editTenantProfile] = useEditTenantProfileMutation()
  const day = today()
  const [initial] = useState(() => profileValues(tenant))
  const form = useFormik<ProfileValues>({
    initialValues: initial,
    validationSchema: profileSchema({ today: day, dialCode: tenant.dial_code }),
    onSubmit: async (values, helpers) => {
      const body = profileRequest(tenant, values)
      if (Object.keys(body).length === 0) {
        helpers.setStatus('Nothing changed yet.')
        return
      }
      helpers.setStatus(undefined)
      const result = await editTenantProfile({ id: tenant.id, tenantProfileEditRequest: body })
      if (result.error) {
        helpers.setErrors(serverFieldErrors(result.error, PROFILE_FIELDS))
        return
      }
      dispatch(panelClosed(panelId))
    },
  })
  const { values } = form
  const field = profileField(form)
  const setValue = (name: keyof ProfileValues) => (value: string) => void form.setFieldValue(name, value)

  return (
    <StyledSheet>
      <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label="Edit profile">
        <TextField
          {...field('phone')}
          label="Phone number"
          type="tel"
          inputMode="numeric"
          prefix={tenant.dial_code}
          maxLength={15}
          autoComplete="off"
          required
        />
        <TextField {...field('name')} label="Full name" required autoComplete="off" />
        <Select {...field('gender')} label="Gender" placeholder="Choose" options={GENDER_OPTIONS} required />
        <TextField {...field('email')} label="Email" type="email" autoComplete="off" />
        <DateField
          label="Date of birth"
          name="dateOfBirth"
          max={day}
          value={values.dateOfBirth}
          onChange={setValue('dateOfBirth')}
          onBlur={form.handleBlur}
          error={field('dateOfBirth').error}
        />
        <Select {...field('occupation')} label="Occupation" options={OCCUPATION_OPTIONS} />
        {values.occupation === 'STUDENT' ? (
          <>
            <InstitutionFields
              institution={{
                ...field('institutionId'),
                onChange: (value) => void form.setValues({ ...values, institutionId: value, courseId: '' }),
              }}
              course={{ ...field('courseId'), onChange: setValue('courseId') }}
            />
            <NumericInput
              {...field('yearOfStudy')}
              label="Year of study"
              onChange={setValue('yearOfStudy')}
            />
          </>
        ) : (
          <>
            <TextField {...field('company')} label="Company" />
            <TextField {...field('designation')} label="Designation" />
          </>
        )}
        <div data-span="full">
          <TextArea {...field('permanentAddress')} label="Permanent address" rows={2} />
        </div>
        <ContactGroup form={form} />
        <IdGroup form={form} initial={initial} today={day} />
        {typeof form.status === 'string' && (
          <StyledNotice role="status" data-span="full">
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
            Save profile
          </Button>
        </StyledActions>
      </StyledFormGrid>
    </StyledSheet>
  )
}
