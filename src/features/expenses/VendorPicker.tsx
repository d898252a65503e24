import { useFormik } from 'formik'
import { useState } from 'react'
import { serverFieldErrors } from '../../app/core/serverErrors'
import {
  newVendorValues,
  VENDOR_FIELDS,
  VendorFormFields,
  vendorRequest,
  vendorSchema,
  type VendorValues,
} from '../../app/core/vendors'
import { Button } from '../../design-system/Button'
import { Modal } from '../../design-system/Modal'
import { SearchField } from '../../design-system/SearchField'
import { Select } from '../../design-system/Select'
import { StyledActions, StyledFormGrid } from '../../design-system/SheetLayout'
import {
  useAddExpenseVendorMutation,
  useListExpenseVendorsQuery,
  type ExpensePropertyOption,
  type Vendor,
} from './expensesApi'

/** Spec §9: pickers read 15 at a time; past that the operator searches. */
const VENDOR_PICKER_LIMIT = 15
const ADD_VENDOR = '__add'

export type VendorPickerProps = {
  /** The picked vendor's id as text ('' for none). */
  value: string
  onChange: (value: string) => void
  properties: readonly ExpensePropertyOption[]
  error?: string
  /** The vendor an edited record names, shown while a search hides it. */
  current?: { id: number; name: string } | null
}

/** A searchable choice of the operator's expense vendors, with "Add vendor…" opening the vendor form. */
export function VendorPicker({ value, onChange, properties, error, current }: VendorPickerProps) {
  const [search, setSearch] = useState('')
  const [added, setAdded] = useState<Vendor | null>(null)
  const [adding, setAdding] = useState(false)
  const { data, isLoading } = useListExpenseVendorsQuery({
    limit: VENDOR_PICKER_LIMIT,
    searchQuery: search || undefined,
  })
  const vendors = (data?.data.results ?? []).filter((vendor) => vendor.is_active)
  const options = vendors.map((vendor) => ({ value: String(vendor.id), label: vendor.name }))
  const kept = [added, current].find((vendor) => vendor && String(vendor.id) === value)
  if (kept && !options.some((option) => option.value === value)) {
    options.unshift({ value: String(kept.id), label: kept.name })
  }
  const searchable = search !== '' || (data?.data.count ?? 0) > VENDOR_PICKER_LIMIT

  return (
    <div>
      {searchable && (
        <SearchField
          label="Search vendors"
          labelVisibility="hidden"
          placeholder="Search by name, phone or GSTIN"
          value={search}
          onSearch={setSearch}
        />
      )}
      <Select
        label="Vendor"
        placeholder={isLoading ? 'Loading…' : 'No vendor'}
        disabled={isLoading}
        options={[...options, { value: ADD_VENDOR, label: 'Add vendor…' }]}
        value={value}
        error={error}
        onChange={(event) => {
          if (event.target.value === ADD_VENDOR) setAdding(true)
          else onChange(event.target.value)
        }}
      />
      <AddVendorDialog
        open={adding}
        properties={properties}
        onClose={() => setAdding(false)}
        onAdded={(vendor) => {
          setAdded(vendor)
          setAdding(false)
          onChange(String(vendor.id))
        }}
      />
    </div>
  )
}

function AddVendorDialog({
  open,
  properties,
  onClose,
  onAdded,
}: {
  open: boolean
  properties: readonly ExpensePropertyOption[]
  onClose: () => void
  onAdded: (vendor: Vendor) => void
}) {
  const [addVendor] = useAddExpenseVendorMutation()
  const form = useFormik<VendorValues>({
    initialValues: newVendorValues(),
    validationSchema: vendorSchema,
    onSubmit: async (values, helpers) => {
      const result = await addVendor({ vendorCreateRequest: vendorRequest(values) })
      if (result.error) {
        helpers.setErrors(serverFieldErrors(result.error, VENDOR_FIELDS))
        return
      }
      helpers.resetForm()
      onAdded(result.data.data)
    },
  })
  return (
    <Modal open={open} onClose={onClose} title="Add vendor" size="large">
      <StyledFormGrid
        noValidate
        aria-label="Add vendor"
        onSubmit={(event) => {
          // The dialog sits inside the expense form in React's tree: its submit is not the expense's.
          event.stopPropagation()
          form.handleSubmit(event)
        }}
      >
        <VendorFormFields
          form={form}
          propertyOptions={properties.map((property) => ({
            value: String(property.id),
            label: property.property_name,
          }))}
        />
        <StyledActions>
          <Button variant="secondary" disabled={form.isSubmitting} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            Add vendor
          </Button>
        </StyledActions>
      </StyledFormGrid>
    </Modal>
  )
}
