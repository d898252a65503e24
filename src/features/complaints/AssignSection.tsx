import { useState } from 'react'
import { staffIdOfChoice, UserPicker } from '../../app/core/people'
import { Button } from '../../design-system/Button'
import { Select } from '../../design-system/Select'
import { StyledActions, StyledFormGrid, StyledNotice } from '../../design-system/SheetLayout'
import { TextField } from '../../design-system/TextField'
import { actionError } from './actionError'
import { useAssignComplaintMutation, useListVendorsQuery, type Complaint } from './complaintsApi'

type AssigneeType = 'STAFF' | 'VENDOR'
type Errors = { who?: string; note?: string; message?: string }

/** Gives the complaint to a staff member or a vendor of its property, with an optional note. */
export function AssignSection({ complaint }: { complaint: Complaint }) {
  const [assign, assigning] = useAssignComplaintMutation()
  const [type, setType] = useState<AssigneeType>(complaint.assignee_type === 'STAFF' ? 'STAFF' : 'VENDOR')
  const [staff, setStaff] = useState('')
  const [vendor, setVendor] = useState('')
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const { data: vendors } = useListVendorsQuery(
    { recordKind: 'COMPLAINT', isActive: true, propertyId: complaint.property_id, limit: 100 },
    { skip: type !== 'VENDOR' },
  )

  const submit = async () => {
    const staffId = staffIdOfChoice(staff)
    const vendorId = Number(vendor) || undefined
    if (type === 'STAFF' ? staffId === undefined : vendorId === undefined) {
      setErrors({ who: type === 'STAFF' ? 'Choose the staff member' : 'Choose the vendor' })
      return
    }
    const result = await assign({
      id: complaint.id,
      complaintAssignRequest: {
        assignee_type: type,
        ...(type === 'STAFF' ? { staff_id: staffId } : { vendor_id: vendorId }),
        ...(note.trim() ? { note: note.trim() } : {}),
      },
    })
    if (result.error) {
      const { byField, message } = actionError(result.error, {
        staff_id: 'who',
        vendor_id: 'who',
        note: 'note',
      })
      setErrors({ ...byField, message })
      return
    }
    setErrors({})
    setNote('')
  }

  return (
    <StyledFormGrid
      noValidate
      aria-label="Assign complaint"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <Select
        label="Assign to"
        options={[
          { value: 'VENDOR', label: 'A vendor' },
          { value: 'STAFF', label: 'A staff member' },
        ]}
        value={type}
        onChange={(event) => {
          setType(event.target.value as AssigneeType)
          setErrors({})
        }}
      />
      {type === 'STAFF' ? (
        <UserPicker
          label="Staff member"
          placeholder="Choose a staff member"
          propertyId={complaint.property_id}
          value={staff}
          onChange={(choice) => setStaff(choice)}
          error={errors.who}
          required
        />
      ) : (
        <Select
          label="Vendor"
          placeholder="Choose a vendor"
          required
          options={(vendors?.data.results ?? []).map((option) => ({
            value: String(option.id),
            label: option.name,
          }))}
          value={vendor}
          onChange={(event) => setVendor(event.target.value)}
          error={errors.who}
        />
      )}
      <div data-span="full">
        <TextField
          label="Assignment note"
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={errors.note}
        />
      </div>
      {errors.message && (
        <StyledNotice data-span="full" role="alert">
          {errors.message}
        </StyledNotice>
      )}
      <StyledActions>
        <Button type="submit" loading={assigning.isLoading}>
          Assign
        </Button>
      </StyledActions>
    </StyledFormGrid>
  )
}
