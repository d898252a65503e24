import { useState } from 'react'
import { OtpInput, type OtpInputProps } from './OtpInput'

/** For stories: keeps the value in state so the boxes behave as they do in a form. */
export function StatefulOtp(props: Omit<OtpInputProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '')
  return <OtpInput {...props} value={value} onChange={setValue} />
}
