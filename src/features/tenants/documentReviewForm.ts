import { object, string } from 'yup'

export const rejectSchema = object({
  reason: string()
    .trim()
    .required('Say why the document is rejected')
    .min(3, 'Give a reason of at least 3 characters')
    .max(300, 'Keep the reason under 300 characters'),
})

export const expirySchema = object({ expiryDate: string().required('Choose the expiry date') })
