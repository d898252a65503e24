import { Fragment } from 'react'
import { formatPaise } from '../../design-system/format'
import type { MoveInDues } from './tenantsApi'
import { StyledLines } from './Sheet.styles'

export type DuesLinesProps = { dues: MoveInDues; decimalPlaces: number }

/** The move-in dues: pro-rated rent, deposit and the token already paid, and the total due on move-in. */
export function DuesLines({ dues, decimalPlaces }: DuesLinesProps) {
  const money = (paise: number) => formatPaise(paise, { decimalPlaces })
  return (
    <StyledLines aria-label="Dues on move-in">
      {dues.lines.map((line) => (
        <Fragment key={`${line.kind}-${line.label}`}>
          <dt>{line.label}</dt>
          <dd>{money(line.amount_paise)}</dd>
        </Fragment>
      ))}
      <dt data-total>Due on move-in</dt>
      <dd data-total>{money(dues.total_due_paise)}</dd>
    </StyledLines>
  )
}
