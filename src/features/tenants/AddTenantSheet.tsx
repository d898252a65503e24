import { useFormik } from 'formik'
import { useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { useOperator } from '../../app/core/session/useOperator'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { Checkbox } from '../../design-system/Checkbox'
import { DateField } from '../../design-system/DateField'
import { FileDrop } from '../../design-system/FileDrop'
import { MoneyInput, paiseToRupeesText, rupeesToPaise } from '../../design-system/MoneyInput'
import { Select } from '../../design-system/Select'
import { TextField } from '../../design-system/TextField'
import {
  ADD_TENANT_FIELDS,
  NO_BED,
  addTenantRequest,
  addTenantSchema,
  addTenantValues,
  type AddTenantValues,
} from './addTenantForm'
import { today } from './dates'
import { DuesLines } from './DuesLines'
import { BedPicker, InstitutionFields } from './PlacementFields'
import { serverFieldErrors } from '../../app/core/serverErrors'
import {
  StyledActions,
  StyledFormGrid,
  StyledList,
  StyledListItem,
  StyledSection,
  StyledSheet,
} from '../../design-system/SheetLayout'
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from './tenantLabels'
import { GENDER_OPTIONS, OCCUPATION_OPTIONS } from './tenantOptions'
import {
  useAddTenantMutation,
  useCalculateMoveInDuesQuery,
  useListTenantPropertyOptionsQuery,
  type Gender,
  type TokenRequest,
} from './tenantsApi'
import { useDocumentUploads } from './useDocumentUploads'

export type AddTenantSheetProps = {
  panelId: number
  bedId?: number
  propertyId?: number
  /** The move-in request being converted; its token is adjusted in the dues. */
  tokenRequest?: TokenRequest
}

/** The form's text fields: every one but the checkbox. */
type TextName = Exclude<keyof AddTenantValues, 'raiseDues'>

/** Adds a tenant: who they are, where they stay (a bed may wait), rent and deposit, the dues, and documents. */
export default function AddTenantSheet({ panelId, bedId, propertyId, tokenRequest }: AddTenantSheetProps) {
  const dispatch = useAppDispatch()
  const decimalPlaces = useOperator()?.decimal_places ?? 2
  const [addTenant] = useAddTenantMutation()
  const { data: properties } = useListTenantPropertyOptionsQuery(undefined)
  const [files, setFiles] = useState<File[]>([])
  const documents = useDocumentUploads()
  const form = useFormik<AddTenantValues>({
    initialValues: addTenantValues({ propertyId, bedId, moveInDate: today(), tokenRequest }),
    validationSchema: addTenantSchema,
    onSubmit: async (values, helpers) => {
      const result = await addTenant({ tenantAddRequest: addTenantRequest(values, tokenRequest?.id) })
      if (result.error) {
        helpers.setErrors(serverFieldErrors(result.error, ADD_TENANT_FIELDS))
        return
      }
      const tenantId = result.data.data.id
      const sent = await Promise.all(
        files.map((file) => documents.upload(tenantId, { file, category: 'ID_PROOF', name: file.name })),
      )
      if (sent.every(Boolean)) dispatch(panelClosed(panelId))
    },
  })
  const { values } = form
  const error = (name: keyof AddTenantValues) => (form.touched[name] && form.errors[name]) || undefined
  const field = (name: TextName) => ({
    name,
    value: values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: error(name),
  })
  const setValue = (name: TextName) => (value: string) => void form.setFieldValue(name, value)
  const chosenProperty = Number(values.propertyId) || undefined
  const rentPaise = rupeesToPaise(values.rent) ?? undefined
  const depositPaise = rupeesToPaise(values.deposit) ?? undefined
  const { data: dues } = useCalculateMoveInDuesQuery(
    {
      propertyId: chosenProperty ?? 0,
      moveInDate: values.moveInDate,
      bedId: values.bedId === NO_BED ? undefined : Number(values.bedId) || undefined,
      rentPaise,
      depositPaise,
      tenantOnboardingId: tokenRequest?.id,
    },
    { skip: chosenProperty === undefined || !values.moveInDate || rentPaise === undefined },
  )
  const added = form.submitCount > 0 && documents.uploads.length > 0

  return (
    <StyledSheet>
      <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label="Add tenant">
        <TextField
          {...field('phone')}
          label="Phone number"
          type="tel"
          inputMode="numeric"
          prefix="+91"
          maxLength={10}
          autoComplete="off"
          required
        />
        <TextField {...field('name')} label="Full name" required autoComplete="off" />
        <Select {...field('gender')} label="Gender" placeholder="Choose" options={GENDER_OPTIONS} required />
        <TextField {...field('email')} label="Email" type="email" autoComplete="off" />
        <Select {...field('occupation')} label="Occupation" options={OCCUPATION_OPTIONS} />
        {values.occupation === 'STUDENT' ? (
          <InstitutionFields
            institution={{
              ...field('institutionId'),
              onChange: (value) => void form.setValues({ ...values, institutionId: value, courseId: '' }),
            }}
            course={{ ...field('courseId'), onChange: setValue('courseId') }}
          />
        ) : (
          <TextField {...field('company')} label="Company" />
        )}
        <Select
          {...field('propertyId')}
          label="Property"
          placeholder="Choose a property"
          required
          options={(properties?.data.results ?? []).map((property) => ({
            value: String(property.id),
            label: property.property_name,
          }))}
          onChange={(event) =>
            void form.setValues({ ...values, propertyId: event.target.value, bedId: NO_BED })
          }
        />
        <DateField
          label="Moves in"
          name="moveInDate"
          required
          value={values.moveInDate}
          onChange={setValue('moveInDate')}
          onBlur={form.handleBlur}
          error={error('moveInDate')}
        />
        <div data-span="full">
          <BedPicker
            {...field('bedId')}
            onChange={setValue('bedId')}
            propertyId={chosenProperty}
            moveInDate={values.moveInDate}
            gender={(values.gender || undefined) as Gender | undefined}
            decimalPlaces={decimalPlaces}
            heldBed={
              tokenRequest?.bed_id
                ? {
                    value: String(tokenRequest.bed_id),
                    label: `Bed ${tokenRequest.bed_name ?? ''} (held by the request)`,
                  }
                : undefined
            }
            onBedRent={(rent) => {
              if (!values.rent) void form.setFieldValue('rent', paiseToRupeesText(rent, decimalPlaces))
            }}
          />
        </div>
        <MoneyInput
          label="Monthly rent"
          name="rent"
          required
          decimalPlaces={decimalPlaces}
          value={values.rent}
          onChange={setValue('rent')}
          onBlur={form.handleBlur}
          error={error('rent')}
        />
        <MoneyInput
          label="Deposit"
          name="deposit"
          required
          decimalPlaces={decimalPlaces}
          value={values.deposit}
          onChange={setValue('deposit')}
          onBlur={form.handleBlur}
          error={error('deposit')}
        />
        {dues && (
          <StyledSection data-span="full" aria-label="Move-in dues">
            <h3>Dues on move-in</h3>
            <DuesLines dues={dues.data} decimalPlaces={decimalPlaces} />
            <Checkbox
              label="Raise these dues now"
              hint="As collections due on the move-in date; leave unticked to raise them later."
              name="raiseDues"
              checked={values.raiseDues}
              onChange={form.handleChange}
            />
          </StyledSection>
        )}
        <StyledSection data-span="full" aria-label="Documents">
          <h3>Documents</h3>
          <FileDrop
            label="ID and address proof"
            accept={UPLOAD_ACCEPT}
            maxSizeBytes={UPLOAD_MAX_BYTES}
            multiple
            disabled={form.isSubmitting || added}
            onFiles={(chosen) => setFiles((list) => [...list, ...chosen])}
            uploads={documents.uploads}
            onRemove={documents.remove}
          />
          {files.length > 0 && documents.uploads.length === 0 && (
            <StyledList aria-label="To upload after adding">
              {files.map((file, index) => (
                <StyledListItem key={`${index}-${file.name}`}>
                  <span data-part="main">{file.name}</span>
                  <Button
                    variant="ghost"
                    size="xxsmall"
                    aria-label={`Remove ${file.name}`}
                    onClick={() => setFiles((list) => list.filter((_file, at) => at !== index))}
                  >
                    Remove
                  </Button>
                </StyledListItem>
              ))}
            </StyledList>
          )}
        </StyledSection>
        <StyledActions>
          <Button
            variant="secondary"
            disabled={form.isSubmitting}
            onClick={() => dispatch(panelClosed(panelId))}
          >
            {added ? 'Close' : 'Cancel'}
          </Button>
          {!added && (
            <Button type="submit" loading={form.isSubmitting}>
              Add tenant
            </Button>
          )}
        </StyledActions>
      </StyledFormGrid>
    </StyledSheet>
  )
}
