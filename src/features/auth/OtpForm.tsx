import { useState, type FormEvent } from 'react'
import { Button } from '../../design-system/Button'
import { OtpInput } from '../../design-system/OtpInput'
import { otpError } from './signInRules'
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
  const [otp, setOtp] = useState('')
  const [rejection, setRejection] = useState<string>()
  // Whether the code was submitted since it last changed: its error shows until the next keystroke, as a rejection does.
  const [checked, setChecked] = useState(false)
  const [verifying, setVerifying] = useState(false)
  const invalid = otpError(otp)
  const shownError = rejection ?? ((checked && invalid) || undefined)
  // The last digit completes the code before the state has it, so the code is verified as typed.
  const verify = (code: string) => {
    setVerifying(true)
    void onVerify(code)
      .then(setRejection)
      .finally(() => setVerifying(false))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (!invalid && !verifying) verify(otp)
  }

  return (
    <form noValidate onSubmit={submit}>
      <p>
        We sent a 6-digit code to <strong>{sentTo}</strong>. It is valid for 5 minutes.
      </p>
      <OtpInput
        value={otp}
        onChange={(code) => {
          setRejection(undefined)
          setChecked(false)
          setOtp(code)
        }}
        onComplete={verify}
        error={shownError}
        disabled={verifying}
        autoFocus
      />
      <Button type="submit" size="large" fullWidth loading={verifying}>
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
