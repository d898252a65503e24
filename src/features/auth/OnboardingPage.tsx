import { useFormik } from 'formik'
import { Navigate } from 'react-router-dom'
import { useAppDispatch } from '../../app/core/hooks'
import { signIn } from '../../app/core/session/signIn'
import { signupTokenStorage } from '../../app/core/session/signupTokenStorage'
import { Button } from '../../design-system/Button'
import { TextField } from '../../design-system/TextField'
import { AuthLayout } from './AuthLayout'
import { useSignupOperatorMutation } from './authApi'
import { signupSchema, type SignupValues } from './signupSchema'

/**
 * /onboarding: a phone that signed in for the first time sets up its operator account. The temporary
 * token from the code check authorises the call (spec §6); the answer is the real login token.
 */
export default function OnboardingPage() {
  const dispatch = useAppDispatch()
  const [signup] = useSignupOperatorMutation()
  const form = useFormik<SignupValues>({
    initialValues: { name: '', brand: '', email: '' },
    validationSchema: signupSchema,
    onSubmit: async ({ name, brand, email }) => {
      const trimmedEmail = email.trim()
      const result = await signup({
        signupRequest: {
          name: name.trim(),
          brand: brand.trim(),
          ...(trimmedEmail ? { email: trimmedEmail } : {}),
        },
      })
      if ('data' in result && result.data) dispatch(signIn(result.data.data.token))
    },
  })

  if (!signupTokenStorage.get()) return <Navigate to="/login" replace />
  const error = (name: keyof SignupValues) => (form.touched[name] && form.errors[name]) || undefined

  return (
    <AuthLayout>
      <h2>Set up your account</h2>
      <p>Your number is verified. Tell us who you are and what tenants call your business.</p>
      <form noValidate onSubmit={form.handleSubmit}>
        <TextField
          label="Your name"
          autoComplete="name"
          required
          {...form.getFieldProps('name')}
          error={error('name')}
        />
        <TextField
          label="Business name"
          hint="Shown on receipts and payment links, e.g. 'Sunrise Boys PG'."
          autoComplete="organization"
          required
          {...form.getFieldProps('brand')}
          error={error('brand')}
        />
        <TextField
          label="Email (optional)"
          type="email"
          autoComplete="email"
          {...form.getFieldProps('email')}
          error={error('email')}
        />
        <Button type="submit" size="large" fullWidth loading={form.isSubmitting}>
          Create account
        </Button>
      </form>
    </AuthLayout>
  )
}
