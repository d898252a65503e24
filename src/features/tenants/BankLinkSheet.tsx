import { useFormik } from 'formik'
import { object, string } from 'yup'
import { useAppDispatch } from '../../app/core/hooks'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../design-system/Button'
import { EmptyState } from '../../design-system/EmptyState'
import { Select } from '../../design-system/Select'
import { StyledActions, StyledFormGrid, StyledNotice, StyledSheet } from '../../design-system/SheetLayout'
import { Skeleton, SkeletonRegion } from '../../design-system/Skeleton'
import { serverFieldErrors } from '../../app/core/serverErrors'
import {
  useLinkTenantsToBankMutation,
  useListTenantBankAccountOptionsQuery,
  type BankAccountOption,
} from './tenantsApi'

export type BankLinkSheetProps = {
  panelId: number
  /** One resident from their page, or the residents selected in the tenant list. */
  tenantIds: number[]
  /** The account the one resident's rent goes to now, chosen at first. */
  linkedBankId?: number | null
}

type BankLinkValues = { bankId: string; tenants?: string }

const schema = object({ bankId: string().required('Choose the bank account') })

/** `HDFC Bank ••4321 · Ramesh Gowda (primary)`. */
export const bankAccountLabel = (account: BankAccountOption) =>
  `${account.bank_name} ••${account.account_number_masked.slice(-4)} · ${account.account_holder_name}` +
  (account.is_primary ? ' (primary)' : '')

/** Links residents to one of the operator's bank accounts, which then receives their rent. */
export default function BankLinkSheet({ panelId, tenantIds, linkedBankId }: BankLinkSheetProps) {
  const dispatch = useAppDispatch()
  const { data, isLoading } = useListTenantBankAccountOptionsQuery(undefined)
  const [link] = useLinkTenantsToBankMutation()
  const form = useFormik<BankLinkValues>({
    initialValues: { bankId: linkedBankId ? String(linkedBankId) : '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const result = await link({
        linkTenantsToBankRequest: { tenant_ids: tenantIds, bank_id: Number(values.bankId) },
      })
      if (result.error) {
        helpers.setErrors(serverFieldErrors(result.error, { bank_id: 'bankId', tenant_ids: 'tenants' }))
      } else {
        dispatch(panelClosed(panelId))
      }
    },
  })
  if (isLoading) {
    return (
      <SkeletonRegion busy label="Loading the bank accounts">
        <Skeleton count={3} />
      </SkeletonRegion>
    )
  }
  const accounts = data?.data.results ?? []
  if (accounts.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title="No bank accounts yet"
        description="Add the account rent should go to, then link residents to it."
      />
    )
  }
  const who = tenantIds.length === 1 ? 'This resident’s' : `The ${tenantIds.length} selected residents’`
  return (
    <StyledSheet>
      <StyledFormGrid noValidate onSubmit={form.handleSubmit} aria-label="Link bank account">
        <div data-span="full">
          <Select
            label="Bank account"
            name="bankId"
            required
            placeholder="Choose an account"
            hint={`${who} rent goes to this account.`}
            options={accounts.map((account) => ({
              value: String(account.id),
              label: bankAccountLabel(account),
            }))}
            value={form.values.bankId}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={(form.touched.bankId && form.errors.bankId) || undefined}
          />
        </div>
        {form.errors.tenants && (
          <StyledNotice role="alert" data-span="full">
            {form.errors.tenants}
          </StyledNotice>
        )}
        <StyledActions>
          <Button
            variant="secondary"
            disabled={form.isSubmitting}
            onClick={() => dispatch(panelClosed(panelId))}
          >
            Cancel
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            {tenantIds.length === 1 ? 'Link resident' : `Link ${tenantIds.length} residents`}
          </Button>
        </StyledActions>
      </StyledFormGrid>
    </StyledSheet>
  )
}
