import { useFormik } from 'formik'
import { useState } from 'react'
import { Button } from '../../design-system/Button'
import { OtpInput } from '../../design-system/OtpInput'
import { otpSchema, type OtpValues } from './signInSchemas'
import { formatSeconds, useCountdown } from './useCountdown'

export type OtpFormProps = {
  /** Where the code went, masked, e.g. '+91 98XXX XX345'. */
  sentTo: string
  /** Timestamp (ms) after which another code may be requested. */
  resendAt: number
  /** Resolves to an error message to show under the boxes, or nothing on success. */
  onVerify: (otp: string) => Promise<string | undefined>
  onResend: (byCall: boolean) => Promise<void>
  onChangeNumber: () => void
}

/** Step two of sign-in: six boxes, a resend timer, the code by call, and a way back to the number. */
export function OtpForm({ sentTo, resendAt, onVerify, onResend, onChangeNumber }: OtpFormProps) {
  const secondsLeft = useCountdown(resendAt)
  const [rejection, setRejection] = useState<string>()
  const verify = async (otp: string) => setRejection(await onVerify(otp))
  const form = useFormik<OtpValues>({
    initialValues: { otp: '' },
    validationSchema: otpSchema,
    validateOnChange: false,
    onSubmit: ({ otp }) => verify(otp),
  })
  const otpError = rejection ?? ((form.submitCount > 0 && form.errors.otp) || undefined)
  // The last digit completes the code before formik's state has it, so verify the code as typed.
  const verifyCompleted = (otp: string) => {
    form.setSubmitting(true)
    void verify(otp).finally(() => form.setSubmitting(false))
  }

  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <p>
        We sent a 6-digit code to <strong>{sentTo}</strong>. It is valid for 5 minutes.
      </p>
      <OtpInput
        value={form.values.otp}
        onChange={(otp) => {
          setRejection(undefined)
          void form.setFieldValue('otp', otp)
        }}
        onComplete={verifyCompleted}
        error={otpError}
        disabled={form.isSubmitting}
        autoFocus
      />
      <Button type="submit" size="large" fullWidth loading={form.isSubmitting}>
        Verify and sign in
      </Button>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        {secondsLeft > 0 ? (
          <span role="timer" aria-live="off">
            Resend code in {formatSeconds(secondsLeft)}
          </span>
        ) : (
          <Button variant="ghost" size="small" onClick={() => void onResend(false)}>
            Resend code
          </Button>
        )}
        <Button variant="ghost" size="small" disabled={secondsLeft > 0} onClick={() => void onResend(true)}>
          Get the code by call
        </Button>
        <Button variant="ghost" size="small" onClick={onChangeNumber}>
          Change number
        </Button>
      </div>
    </form>
  )
}
