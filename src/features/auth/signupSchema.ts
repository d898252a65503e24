import { object, string } from 'yup'

export type SignupValues = { name: string; brand: string; email: string }

export const signupSchema = object({
  name: string()
    .trim()
    .required('Enter your name')
    .min(2, 'Enter your full name')
    .max(80, 'Keep it under 80 characters'),
  brand: string()
    .trim()
    .required('Enter the name tenants know your business by')
    .max(80, 'Keep it under 80 characters'),
  email: string().trim().email('Enter a valid email address, or leave it empty').max(120),
})
