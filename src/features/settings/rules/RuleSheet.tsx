import { useFormik } from 'formik'
import { useState } from 'react'
import { useAppDispatch } from '../../../app/core/hooks'
import { showServerErrors } from '../../../app/core/serverErrors'
import { today as kolkataDay } from '../../../app/core/today'
import { panelClosed } from '../../../app/core/sideSheet/sideSheetSlice'
import { Button } from '../../../design-system/Button'
import { Checkbox } from '../../../design-system/Checkbox'
import { DateField } from '../../../design-system/DateField'
import { EmptyState } from '../../../design-system/EmptyState'
import { formatDate } from '../../../design-system/format/formatDate'
import { NumericInput } from '../../../design-system/NumericInput'
import { Select } from '../../../design-system/Select'
import {
  StyledActions,
  StyledFormGrid,
  StyledList,
  StyledListItem,
  StyledNotice,
  StyledSection,
  StyledSheet,
} from '../../../design-system/SheetLayout'
import { Skeleton } from '../../../design-system/Skeleton'
import { StatusBadge } from '../../../design-system/StatusBadge'
import { TextField } from '../../../design-system/TextField'
import {
  useGetHouseRulesQuery,
  useListHouseRuleVersionsQuery,
  useRemovePropertyHouseRuleMutation,
  useSetDefaultHouseRuleMutation,
  useSetPropertyHouseRuleMutation,
  type HouseRuleEntry,
  type HouseRuleName,
  type HouseRuleVersion,
} from '../houseRulesApi'
import {
  FIELD_SPECS,
  LATE_FEE_LABELS,
  RULE_FIELDS,
  RULE_LABELS,
  feeFieldLabel,
  nextDay,
  ruleRequest,
  ruleSchema,
  ruleValues,
  serverFields,
  upcomingText,
  valueText,
  type RuleValues,
} from './ruleForm'

/** Props `{ rule, propertyId?, propertyName? }`: without a property the sheet changes the operator's default. */
export type RuleSheetProps = {
  panelId: number
  rule: HouseRuleName
  propertyId?: number
  propertyName?: string
}

/** Changes one rule, for the default or one property, from a date; shows the rule's versions. */
export default function RuleSheet({ panelId, rule, propertyId, propertyName }: RuleSheetProps) {
  const { data, isLoading, isError } = useGetHouseRulesQuery(propertyId === undefined ? {} : { propertyId })
  if (isLoading) return <Skeleton variant="rect" height={240} aria-label="Loading the rule" />
  const overview = data?.data
  const entry =
    propertyId === undefined
      ? overview?.defaults.find((item) => item.rule === rule)
      : overview?.properties
          .find((item) => item.property_id === propertyId)
          ?.rules.find((item) => item.rule === rule)
  if (isError || !overview || !entry) return <EmptyState title="This rule could not be loaded" />
  return (
    <StyledSheet>
      <RuleForm
        panelId={panelId}
        rule={rule}
        entry={entry}
        today={overview.today}
        propertyId={propertyId}
        scope={propertyName ?? 'the default'}
      />
      <History rule={rule} propertyId={propertyId} />
    </StyledSheet>
  )
}

type FormProps = {
  panelId: number
  rule: HouseRuleName
  entry: HouseRuleEntry
  today: string
  propertyId?: number
  scope: string
}

function RuleForm({ panelId, rule, entry, today, propertyId, scope }: FormProps) {
  const dispatch = useAppDispatch()
  const [setDefault] = useSetDefaultHouseRuleMutation()
  const [setProperty] = useSetPropertyHouseRuleMutation()
  const [removeOverride, removal] = useRemovePropertyHouseRuleMutation()
  const [initial] = useState(() => ruleValues(rule, entry.value, nextDay(today)))
  const fields = serverFields(rule)
  const form = useFormik<RuleValues>({
    initialValues: initial,
    validationSchema: ruleSchema(rule, today),
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined)
      const request = ruleRequest(rule, values)
      const result =
        propertyId === undefined
          ? await setDefault({ rule, houseRuleChangeRequest: request })
          : await setProperty({ id: propertyId, rule, houseRuleChangeRequest: request })
      if (result.error) {
        showServerErrors(helpers, result.error, fields, 'The rule could not be saved.')
        return
      }
      dispatch(panelClosed(panelId))
    },
  })
  const { values } = form
  const error = (name: string) =>
    (form.touched[name as keyof RuleValues] && form.errors[name as keyof RuleValues]) || undefined

  const remove = async () => {
    const effectiveFrom = values.effective_from
    if (propertyId === undefined) return
    if (!effectiveFrom || effectiveFrom < today) {
      await form.setFieldTouched('effective_from', true, false)
      form.setFieldError('effective_from', 'Pick today or a later date')
      return
    }
    const result = await removeOverride({
      id: propertyId,
      rule,
      houseRuleRemoveRequest: { effective_from: effectiveFrom },
    })
    if (result.error) {
      showServerErrors(form, result.error, fields, 'The override could not be removed.')
      return
    }
    dispatch(panelClosed(panelId))
  }

  return (
    <>
      <StyledSection aria-label="In force">
        <p>
          {RULE_LABELS[rule]} for {scope}: <strong>{valueText(rule, entry.value)}</strong>{' '}
          {propertyId !== undefined && (
            <StatusBadge tone={entry.source === 'overridden' ? 'warning' : 'neutral'}>
              {entry.source === 'overridden' ? 'Overridden' : 'Default'}
            </StatusBadge>
          )}
        </p>
        {entry.upcoming.map((change) => (
          <p key={change.effective_from}>
            {upcomingText(rule, change.effective_from, change.value)}
            {change.source === 'overridden' ? ' (overridden)' : ''}
          </p>
        ))}
        <p>
          A change applies from the day you choose. Dues already raised and settlements already made keep
          their figures; a new due day reaches rent for periods starting on or after that day.
        </p>
      </StyledSection>
      <StyledFormGrid
        noValidate
        onSubmit={form.handleSubmit}
        aria-label={`Change ${RULE_LABELS[rule].toLowerCase()}`}
      >
        {RULE_FIELDS[rule].map((name) => {
          const spec = FIELD_SPECS[name]
          const value = values[name]
          if (spec.kind === 'flag')
            return (
              <div data-span="full" key={name}>
                <Checkbox
                  name={name}
                  label={spec.label}
                  checked={value === true}
                  onChange={(event) => void form.setFieldValue(name, event.target.checked)}
                />
              </div>
            )
          if (spec.kind === 'feeType')
            return (
              <Select
                key={name}
                name={name}
                label={spec.label}
                required
                options={Object.entries(LATE_FEE_LABELS).map(([option, label]) => ({ value: option, label }))}
                value={typeof value === 'string' ? value : ''}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
                error={error(name)}
              />
            )
          if (spec.kind === 'fee' && values.late_fee_type === 'NONE') return null
          if (spec.kind === 'time')
            return (
              <TextField
                key={name}
                name={name}
                label={spec.label}
                hint={spec.hint}
                placeholder="HH:mm"
                maxLength={5}
                required
                value={typeof value === 'string' ? value : ''}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
                error={error(name)}
              />
            )
          return (
            <NumericInput
              key={name}
              name={name}
              label={spec.kind === 'fee' ? feeFieldLabel(values.late_fee_type) : spec.label}
              hint={spec.kind === 'number' ? spec.hint : undefined}
              allowDecimal={spec.kind === 'fee'}
              required={spec.kind === 'fee' || !spec.optional}
              value={typeof value === 'string' ? value : ''}
              onChange={(next) => void form.setFieldValue(name, next)}
              onBlur={form.handleBlur}
              error={error(name)}
            />
          )
        })}
        <DateField
          name="effective_from"
          label="Applies from"
          hint="Today or later"
          min={today}
          required
          value={values.effective_from}
          onChange={(next) => void form.setFieldValue('effective_from', next)}
          onBlur={form.handleBlur}
          error={error('effective_from')}
        />
        {typeof form.status === 'string' && (
          <StyledNotice role="status" data-span="full">
            {form.status}
          </StyledNotice>
        )}
        <StyledActions>
          {propertyId !== undefined && entry.source === 'overridden' && (
            <Button variant="secondary" loading={removal.isLoading} onClick={() => void remove()}>
              Follow the default from this date
            </Button>
          )}
          <Button
            variant="secondary"
            disabled={form.isSubmitting}
            onClick={() => dispatch(panelClosed(panelId))}
          >
            Cancel
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            {propertyId === undefined ? 'Save default' : 'Save override'}
          </Button>
        </StyledActions>
      </StyledFormGrid>
    </>
  )
}

const STATUS_LABELS: Record<HouseRuleVersion['status'], string> = {
  UPCOMING: 'Upcoming',
  IN_FORCE: 'In force',
  REPLACED: 'Replaced',
}

function History({ rule, propertyId }: { rule: HouseRuleName; propertyId?: number }) {
  const { data, isLoading } = useListHouseRuleVersionsQuery(
    propertyId === undefined ? { rule } : { rule, propertyId },
  )
  const versions = data?.data.results ?? []
  return (
    <StyledSection aria-labelledby="rule-history">
      <h3 id="rule-history">History</h3>
      {isLoading ? (
        <Skeleton variant="text" />
      ) : versions.length === 0 ? (
        <p>No changes yet.</p>
      ) : (
        <StyledList aria-label="Versions">
          {versions.map((version) => (
            <StyledListItem key={version.id}>
              <span>
                {version.since_the_start ? 'Since the start' : `From ${formatDate(version.effective_from)}`}:{' '}
                {valueText(rule, version.value)}
                {version.previous_value && ` (was ${valueText(rule, version.previous_value)})`}
              </span>
              <span>
                {STATUS_LABELS[version.status]} · {version.created_by_name},{' '}
                {formatDate(kolkataDay(new Date(version.created_at)))}
              </span>
            </StyledListItem>
          ))}
        </StyledList>
      )}
    </StyledSection>
  )
}
