import { useEffect, useState } from 'react'
import styled from 'styled-components'
import { Skeleton } from '../../design-system/Skeleton'
import { vars } from '../../design-system/theme'

const StyledQr = styled.img`
  width: 200px;
  height: 200px;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: #fff;
`

/**
 * A UPI payment URI as a QR code any UPI app can scan. The encoder is its own chunk, fetched only when a code
 * is shown.
 */
export function UpiQr({ uri, label }: { uri: string; label: string }) {
  const [source, setSource] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void import(/* webpackChunkName: "qrcode" */ 'qrcode').then(({ toString }) =>
      toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
        if (live) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)
      }),
    )
    return () => {
      live = false
    }
  }, [uri])
  return source ? <StyledQr src={source} alt={label} /> : <Skeleton variant="rect" width={200} height={200} />
}
