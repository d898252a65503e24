import { useFormik } from 'formik'
import { Button } from '../../design-system/Button'
import { DateField } from '../../design-system/DateField'
import { MoneyInput } from '../../design-system/MoneyInput'
import { TextField } from '../../design-system/TextField'
import { useEditCollectionMutation, type Collection } from './collectionsApi'
import {
  editCollectionRequest,
  editCollectionSchema,
  editCollectionValues,
  type EditCollectionValues,
} from './editCollectionForm'
import { StyledActions, StyledFormGrid, StyledNotice } from '../../design-system/SheetLayout'

/** Changes a collection's title, amount, waiver or due date. */
export function EditCollectionForm({
  collection,
  decimalPlaces,
}: {
  collection: Collection
  decimalPlaces: number
}) {
  const [editCollection] = useEditCollectionMutation()
  const form = useFormik<EditCollectionValues>({
    initialValues: editCollectionValues(collection, decimalPlaces),
    validationSchema: editCollectionSchema(collection),
    enableReinitialize: true,
    onSubmit: async (values, helpers) => {
      const changes = editCollectionRequest(collection, values)
      if (Object.keys(changes).length === 0) {
        helpers.setStatus('Nothing has changed')
        return
      }
      helpers.setStatus(undefined)
      await editCollection({ id: collection.id, collectionEditRequest: changes })
    },
  })
  const error = (name: keyof EditCollectionValues) => (form.touched[name] && form.errors[name]) || undefined
  const money = (name: 'amount' | 'waived') => ({
    name,
    decimalPlaces,
    value: form.values[name],
    onChange: (value: string) => void form.setFieldValue(name, value),
    onBlur: form.handleBlur,
    error: error(name),
  })
  return (
    <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label="Edit collection">
      <div data-span="full">
        <TextField label="Title" required {...form.getFieldProps('title')} error={error('title')} />
      </div>
      <MoneyInput label="Amount" required {...money('amount')} />
      <MoneyInput label="Waived" hint="Written off; it counts as settled" {...money('waived')} />
      <DateField
        label="Due on"
        required
        name="dueDate"
        value={form.values.dueDate}
        onChange={(value) => void form.setFieldValue('dueDate', value)}
        onBlur={form.handleBlur}
        error={error('dueDate')}
      />
      {typeof form.status === 'string' && <StyledNotice data-span="full">{form.status}</StyledNotice>}
      <StyledActions>
        <Button type="submit" variant="secondary" loading={form.isSubmitting}>
          Save changes
        </Button>
      </StyledActions>
    </StyledFormGrid>
  )
}
