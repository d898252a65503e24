import { Button } from '../../design-system/Button'
import type { ReactNode } from 'react'
import { Card } from '../../design-system/Card'
import { formatDate, formatPaise, formatPhone } from '../../design-system/format'
import { Skeleton } from '../../design-system/Skeleton'
import { StyledFacts } from '../../design-system/SheetLayout'
import type { TenantBankDetails, TenantDetail } from './tenantsApi'
import { termsText } from './termsText'
import { contactText, foodText, genderText, kycText, occupationText, policeText } from './tenantText'

type Props = {
  tenant: TenantDetail
  decimalPlaces: number
  /** Controls in the card's title bar, e.g. the button that edits what it shows. */
  actions?: ReactNode
}

/** Who the tenant is: contact, study or work, guardian, ID and police verification. */
export function ProfileCard({ tenant, actions }: Props) {
  return (
    <Card title="Profile" actions={actions}>
      <StyledFacts>
        <dt>Phone</dt>
        <dd>{formatPhone(`${tenant.dial_code}${tenant.phone_number}`)}</dd>
        <dt>Email</dt>
        <dd>{tenant.email ?? '—'}</dd>
        <dt>Gender</dt>
        <dd>{genderText(tenant)}</dd>
        <dt>Occupation</dt>
        <dd>{occupationText(tenant)}</dd>
        <dt>Food</dt>
        <dd>{foodText(tenant)}</dd>
        <dt>Guardian</dt>
        <dd>{contactText(tenant.guardian_name, tenant.guardian_relation, tenant.guardian_phone)}</dd>
        <dt>Emergency</dt>
        <dd>{contactText(tenant.emergency_contact_name, null, tenant.emergency_contact_phone)}</dd>
        <dt>ID</dt>
        <dd>{kycText(tenant)}</dd>
        <dt>Police check</dt>
        <dd>
          {policeText(tenant)}
          {tenant.police_verification_date ? ` on ${formatDate(tenant.police_verification_date)}` : ''}
        </dd>
      </StyledFacts>
    </Card>
  )
}

/** The money of the stay: rent, deposit agreed and held, token, advance, dues, and the terms. */
export function RentCard({ tenant, decimalPlaces, actions }: Props) {
  const money = (paise: number) => formatPaise(paise, { decimalPlaces })
  const upcoming = tenant.terms_history.find((version) => version.status === 'UPCOMING')
  return (
    <Card title="Rent and deposit" actions={actions}>
      <StyledFacts>
        <dt>Rent</dt>
        <dd>
          {money(tenant.rent_paise)} a month, due on day {tenant.rent_due_day}
        </dd>
        {upcoming && (
          <>
            <dt>Next terms</dt>
            <dd>
              Upcoming change from {formatDate(upcoming.effective_from)}: {termsText(upcoming, decimalPlaces)}
            </dd>
          </>
        )}
        <dt>Deposit</dt>
        <dd>
          {money(tenant.deposit_paise)} agreed · {money(tenant.deposit_held_paise)} held
        </dd>
        <dt>Token paid</dt>
        <dd>{money(tenant.token_paid_paise)}</dd>
        <dt>Advance</dt>
        <dd>{money(tenant.advance_balance_paise)}</dd>
        <dt>Dues</dt>
        <dd data-tone={tenant.dues_paise > 0 ? 'error' : undefined}>{money(tenant.dues_paise)}</dd>
        <dt>Moved in</dt>
        <dd>{formatDate(tenant.move_in_date)}</dd>
        <dt>Lock-in</dt>
        <dd>
          {tenant.lock_in_months} months
          {tenant.lock_in_end_date ? `, until ${formatDate(tenant.lock_in_end_date)}` : ''}
        </dd>
        <dt>Notice period</dt>
        <dd>{tenant.notice_period_days} days</dd>
        {tenant.notice_date && (
          <>
            <dt>Notice given</dt>
            <dd>{formatDate(tenant.notice_date)}</dd>
          </>
        )}
        {tenant.move_out_date && (
          <>
            <dt>Moves out</dt>
            <dd>{formatDate(tenant.move_out_date)}</dd>
          </>
        )}
      </StyledFacts>
    </Card>
  )
}

/** Where the tenant's refund goes and which operator account receives their payments. */
export function BankCard({
  bank,
  loading,
  onLink,
}: {
  bank: TenantBankDetails | undefined
  /** While the details are on their way the card says so, rather than that there are none. */
  loading: boolean
  onLink: () => void
}) {
  return (
    <Card
      title="Bank"
      actions={
        <Button variant="secondary" size="small" onClick={onLink}>
          Link bank account
        </Button>
      }
    >
      {bank ? (
        <StyledFacts>
          <dt>Rent goes to</dt>
          <dd>{bank.linked_bank_account_label ?? 'Not linked'}</dd>
          <dt>Account</dt>
          <dd>
            {bank.account_number_masked
              ? `${bank.account_holder_name ?? ''} ${bank.account_number_masked}`.trim()
              : 'Not given'}
          </dd>
          <dt>IFSC</dt>
          <dd>{bank.ifsc ? `${bank.ifsc}${bank.bank_name ? ` · ${bank.bank_name}` : ''}` : '—'}</dd>
          <dt>UPI</dt>
          <dd>{bank.upi_id ?? '—'}</dd>
        </StyledFacts>
      ) : loading ? (
        <Skeleton variant="text" count={3} />
      ) : (
        <p>No bank details yet.</p>
      )}
    </Card>
  )
}
