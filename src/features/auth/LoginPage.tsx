import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { serverMessage } from '../../app/core/api'
import { HEADER } from '../../app/core/headers'
import { useAppDispatch } from '../../app/core/hooks'
import { signIn } from '../../app/core/session/signIn'
import { signupTokenStorage } from '../../app/core/session/signupTokenStorage'
import { AuthLayout } from './AuthLayout'
import { useSendOtpByCallMutation, useSendOtpMutation, useValidateOtpMutation } from './authApi'
import { dialCodeOf } from './dialCodes'
import { OtpForm } from './OtpForm'
import { PhoneForm } from './PhoneForm'
import type { PhoneValues } from './signInRules'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'

type Sent = { id: string; sentTo: string; resendAt: number }

/** /login and /home: sign in with a one-time code by SMS or call; a new phone continues to signup. */
export default function LoginPage() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [phone, setPhone] = useState<PhoneValues>({ iso: 'IN', phone: '' })
  const [sent, setSent] = useState<Sent | null>(null)
  const [sendBySms] = useSendOtpMutation()
  const [sendByCall] = useSendOtpByCallMutation()
  const [validate] = useValidateOtpMutation()

  const send = async (values: PhoneValues, byCall: boolean) => {
    const { code, iso } = dialCodeOf(values.iso)
    const country = { [HEADER.countryCode]: code, [HEADER.countryIso]: iso }
    const result = byCall
      ? await sendByCall({ ...country, phoneNumber: values.phone, dialCode: code })
      : await sendBySms({ ...country, phone: values.phone })
    if (!result.data) return
    const { id, phone_number_masked, resend_after_seconds } = result.data.data
    setPhone(values)
    setSent({ id, sentTo: phone_number_masked, resendAt: Date.now() + resend_after_seconds * 1000 })
  }

  const verify = async (otp: string) => {
    if (!sent) return undefined
    const result = await validate({ id: sent.id, otpValidateRequest: { otp } })
    if ('error' in result)
      return serverMessage(result.error as FetchBaseQueryError) ?? 'That code did not work. Try again.'
    const { token, token_type } = result.data.data
    if (token_type === 'signup') {
      signupTokenStorage.set(token)
      navigate('/onboarding')
    } else {
      dispatch(signIn(token))
    }
    return undefined
  }

  return (
    <AuthLayout>
      <h2>{sent ? 'Enter the code' : 'Sign in to Roost'}</h2>
      {sent ? (
        <OtpForm
          key={sent.id}
          sentTo={sent.sentTo}
          resendAt={sent.resendAt}
          onVerify={verify}
          onResend={(byCall) => send(phone, byCall)}
          onChangeNumber={() => setSent(null)}
        />
      ) : (
        <PhoneForm initial={phone} onSend={send} />
      )}
    </AuthLayout>
  )
}
