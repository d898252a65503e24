import { useFormik } from 'formik'
import { useState } from 'react'
import { useAppDispatch } from '../../app/core/hooks'
import { serverFieldErrors } from '../../app/core/serverErrors'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import {
  newVendorValues,
  VENDOR_FIELDS,
  VendorFormFields,
  vendorRequest,
  vendorSchema,
  vendorUpdateRequest,
  vendorValues,
  type VendorValues,
} from '../../app/core/vendors'
import { Button } from '../../design-system/Button'
import { Checkbox } from '../../design-system/Checkbox'
import { ConfirmDialog } from '../../design-system/ConfirmDialog'
import { EmptyState } from '../../design-system/EmptyState'
import { StyledActions, StyledFormGrid } from '../../design-system/SheetLayout'
import { Skeleton, SkeletonRegion } from '../../design-system/Skeleton'
import {
  useCreateVendorMutation,
  useDeleteVendorMutation,
  useGetVendorQuery,
  useListComplaintPropertiesQuery,
  useUpdateVendorMutation,
  type Vendor,
} from './complaintsApi'

export type VendorSheetProps = { panelId: number; vendorId?: number }

/** Adds a vendor, or edits (or deletes) one when `vendorId` is given. */
export default function VendorSheet({ panelId, vendorId }: VendorSheetProps) {
  const { data, isLoading } = useGetVendorQuery({ id: vendorId ?? 0 }, { skip: vendorId === undefined })
  if (vendorId === undefined) return <VendorForm panelId={panelId} />
  if (isLoading) {
    return (
      <SkeletonRegion busy label="Loading the vendor">
        <Skeleton count={8} />
      </SkeletonRegion>
    )
  }
  if (!data) return <EmptyState title="This vendor could not be loaded" headingLevel={3} />
  return <VendorForm panelId={panelId} vendor={data.data} />
}

function VendorForm({ panelId, vendor }: { panelId: number; vendor?: Vendor }) {
  const dispatch = useAppDispatch()
  const [createVendor] = useCreateVendorMutation()
  const [updateVendor] = useUpdateVendorMutation()
  const [deleteVendor] = useDeleteVendorMutation()
  const [confirming, setConfirming] = useState(false)
  const [active, setActive] = useState(vendor?.is_active ?? true)
  const { data: properties } = useListComplaintPropertiesQuery(undefined)
  const form = useFormik<VendorValues>({
    initialValues: vendor ? vendorValues(vendor) : newVendorValues(),
    validationSchema: vendorSchema,
    onSubmit: async (values, helpers) => {
      const result = vendor
        ? await updateVendor({
            id: vendor.id,
            vendorUpdateRequest: { ...vendorUpdateRequest(values), is_active: active },
          })
        : await createVendor({ vendorCreateRequest: vendorRequest(values) })
      if (result.error) {
        helpers.setErrors(serverFieldErrors(result.error, VENDOR_FIELDS))
        return
      }
      dispatch(panelClosed(panelId))
    },
  })
  const records = vendor ? vendor.complaint_count + vendor.expense_count : 0

  return (
    <StyledFormGrid
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={vendor ? 'Edit vendor' : 'Add vendor'}
    >
      <VendorFormFields
        form={form}
        propertyOptions={(properties?.data.results ?? []).map((property) => ({
          value: String(property.id),
          label: property.property_name,
        }))}
      />
      {vendor && (
        <div data-span="full">
          <Checkbox label="Active" checked={active} onChange={(event) => setActive(event.target.checked)} />
        </div>
      )}
      <StyledActions>
        {vendor && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete vendor
          </Button>
        )}
        <Button variant="secondary" onClick={() => dispatch(panelClosed(panelId))}>
          Cancel
        </Button>
        <Button type="submit" loading={form.isSubmitting}>
          {vendor ? 'Save vendor' : 'Add vendor'}
        </Button>
      </StyledActions>
      {vendor && (
        <ConfirmDialog
          open={confirming}
          tone="danger"
          title={`Delete ${vendor.name}?`}
          message={
            records > 0
              ? `${vendor.name} has ${vendor.complaint_count} complaints and ${vendor.expense_count} expenses, so it will be deactivated instead: the records keep their vendor.`
              : `${vendor.name} has no complaints or expenses and will be deleted.`
          }
          confirmLabel={records > 0 ? 'Deactivate' : 'Delete'}
          onCancel={() => setConfirming(false)}
          onConfirm={async () => {
            await deleteVendor({ id: vendor.id }).unwrap()
            setConfirming(false)
            dispatch(panelClosed(panelId))
          }}
        />
      )}
    </StyledFormGrid>
  )
}
