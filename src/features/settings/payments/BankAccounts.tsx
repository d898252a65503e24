import { useFormik } from 'formik'
import { useState } from 'react'
import { showServerErrors } from '../../../app/core/serverErrors'
import { Button } from '../../../design-system/Button'
import { ConfirmDialog } from '../../../design-system/ConfirmDialog'
import { Modal } from '../../../design-system/Modal'
import { Select } from '../../../design-system/Select'
import { StyledFormGrid, StyledNotice } from '../../../design-system/SheetLayout'
import { Skeleton } from '../../../design-system/Skeleton'
import { StatusBadge } from '../../../design-system/StatusBadge'
import { TextField } from '../../../design-system/TextField'
import {
  BANK_ACCOUNT_LIMIT,
  useActivateBankAccountMutation,
  useCreateBankAccountMutation,
  useDeactivateBankAccountMutation,
  useListSettingsBankAccountsQuery,
  useListSettingsBanksQuery,
  useMakeBankAccountDefaultMutation,
  useUpdateBankAccountMutation,
  type BankAccount,
} from '../settingsApi'
import { StyledAccount, StyledAccounts, StyledSection } from '../settingsSection.styles'
import { ACCOUNT_FIELDS, accountSchema, accountValues, type AccountValues } from './paymentForms'

const accountName = (account: BankAccount) =>
  `${account.nickname ? `${account.nickname} · ` : ''}${account.bank_name} ${account.account_number_masked}`

/** The operator's bank accounts: add, edit, make default, deactivate (never delete) and activate again. */
export function BankAccounts() {
  const [offset, setOffset] = useState(0)
  const { data, isLoading } = useListSettingsBankAccountsQuery(offset)
  const [editing, setEditing] = useState<BankAccount | 'new' | null>(null)
  const [deactivating, setDeactivating] = useState<BankAccount | null>(null)
  const [makeDefault] = useMakeBankAccountDefaultMutation()
  const [deactivate] = useDeactivateBankAccountMutation()
  const [activate] = useActivateBankAccountMutation()
  const accounts = data?.data.results ?? []

  return (
    <StyledSection aria-labelledby="accounts-heading">
      <h2 id="accounts-heading">Bank accounts</h2>
      <p>Accounts are deactivated, never deleted: payment links and tenants may still point at them.</p>
      {isLoading ? (
        <Skeleton count={3} />
      ) : (
        <StyledAccounts aria-label="Bank accounts">
          {accounts.map((account) => (
            <StyledAccount key={account.id}>
              <div data-part="main">
                <strong>{accountName(account)}</strong>
                <span>
                  {account.account_holder_name} · {account.ifsc}
                  {account.upi_id ? ` · ${account.upi_id}` : ''}
                </span>
              </div>
              {account.is_primary && <StatusBadge tone="success">Default</StatusBadge>}
              {!account.is_active && <StatusBadge tone="neutral">Deactivated</StatusBadge>}
              <div data-part="actions">
                <Button
                  variant="secondary"
                  aria-label={`Edit ${accountName(account)}`}
                  onClick={() => setEditing(account)}
                >
                  Edit
                </Button>
                {account.is_active && !account.is_primary && (
                  <Button
                    variant="secondary"
                    aria-label={`Make ${accountName(account)} the default`}
                    onClick={() => void makeDefault({ id: account.id })}
                  >
                    Make default
                  </Button>
                )}
                {account.is_active ? (
                  <Button
                    variant="secondary"
                    aria-label={`Deactivate ${accountName(account)}`}
                    onClick={() => setDeactivating(account)}
                  >
                    Deactivate
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    aria-label={`Activate ${accountName(account)}`}
                    onClick={() => void activate({ id: account.id })}
                  >
                    Activate
                  </Button>
                )}
              </div>
            </StyledAccount>
          ))}
        </StyledAccounts>
      )}
      {data && data.data.count > BANK_ACCOUNT_LIMIT && (
        <div>
          <Button
            variant="secondary"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - BANK_ACCOUNT_LIMIT))}
          >
            Previous accounts
          </Button>
          <Button
            variant="secondary"
            disabled={offset + BANK_ACCOUNT_LIMIT >= data.data.count}
            onClick={() => setOffset(offset + BANK_ACCOUNT_LIMIT)}
          >
            More accounts
          </Button>
        </div>
      )}
      <div>
        <Button onClick={() => setEditing('new')}>Add bank account</Button>
      </div>
      {editing && (
        <AccountDialog account={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deactivating !== null}
        title="Deactivate this account?"
        message={
          deactivating
            ? `${accountName(deactivating)} will not be offered for new payment links or for linking tenants. Links already shared and tenants already linked keep it. You can activate it again.`
            : ''
        }
        confirmLabel="Deactivate"
        tone="danger"
        onConfirm={async () => {
          if (!deactivating) return
          const result = await deactivate({ id: deactivating.id })
          setDeactivating(null)
          if ('error' in result) throw new Error('not deactivated')
        }}
        onCancel={() => setDeactivating(null)}
      />
    </StyledSection>
  )
}

function AccountDialog({ account, onClose }: { account?: BankAccount; onClose: () => void }) {
  const banks = useListSettingsBanksQuery(undefined).data?.data.results ?? []
  const [create] = useCreateBankAccountMutation()
  const [update] = useUpdateBankAccountMutation()
  const form = useFormik<AccountValues>({
    initialValues: accountValues(account),
    validationSchema: accountSchema(banks, account !== undefined),
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined)
      const fields = {
        bank_id: Number(values.bankId),
        account_holder_name: values.holder.trim(),
        ifsc: values.ifsc.trim().toUpperCase(),
        upi_id: values.upiId.trim() || null,
        nickname: values.nickname.trim() || null,
      }
      const result = account
        ? await update({
            id: account.id,
            bankAccountUpdateRequest: {
              ...fields,
              ...(values.accountNumber ? { account_number: values.accountNumber } : {}),
            },
          })
        : await create({ bankAccountCreateRequest: { ...fields, account_number: values.accountNumber } })
      if (result.error) {
        showServerErrors(helpers, result.error, ACCOUNT_FIELDS, 'The account was not saved.')
        return
      }
      onClose()
    },
  })
  const error = (name: keyof AccountValues) => (form.touched[name] && form.errors[name]) || undefined
  const text = (name: keyof AccountValues) => ({
    name,
    value: form.values[name],
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: error(name),
  })
  const formId = 'bank-account-form'
  return (
    <Modal
      open
      onClose={onClose}
      title={account ? `Edit ${accountName(account)}` : 'Add a bank account'}
      closeOnBackdropClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={form.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={form.isSubmitting}>
            Save account
          </Button>
        </>
      }
    >
      <StyledFormGrid id={formId} noValidate onSubmit={form.handleSubmit} aria-label="Bank account">
        <Select
          {...text('bankId')}
          label="Bank"
          required
          placeholder="Pick the bank"
          options={banks.map((bank) => ({ value: String(bank.id), label: bank.name }))}
        />
        <TextField {...text('ifsc')} label="IFSC" required maxLength={11} autoCapitalize="characters" />
        <TextField
          {...text('accountNumber')}
          label="Account number"
          required={!account}
          hint={
            account
              ? `Ends ${account.account_number_masked.slice(-4)}; leave empty to keep it`
              : '9 to 18 digits'
          }
          inputMode="numeric"
          maxLength={18}
          autoComplete="off"
        />
        <TextField
          {...text('confirmNumber')}
          label="Account number again"
          required={!account}
          inputMode="numeric"
          maxLength={18}
          autoComplete="off"
        />
        <TextField {...text('holder')} label="Account holder’s name" required maxLength={100} />
        <TextField {...text('upiId')} label="UPI id of this account" maxLength={322} />
        <TextField {...text('nickname')} label="Nickname" hint="e.g. Rent collections" maxLength={40} />
        {typeof form.status === 'string' && (
          <StyledNotice role="alert" data-span="full">
            {form.status}
          </StyledNotice>
        )}
      </StyledFormGrid>
    </Modal>
  )
}
