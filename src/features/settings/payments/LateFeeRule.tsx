import { Link } from 'react-router'
import { useGetHouseRulesQuery } from '../houseRulesApi'
import { upcomingText, valueText } from '../rules/ruleForm'
import { StyledSection } from '../settingsSection.styles'

/** The operator-wide late fee, read only here: it is a house rule, changed in Properties’ rules. */
export function LateFeeRule() {
  const { data } = useGetHouseRulesQuery({})
  const overview = data?.data
  const rule = overview?.defaults.find((entry) => entry.rule === 'LATE_FEE')
  if (!overview || !rule) return null
  const overridden = overview.properties.filter((property) =>
    property.rules.some((entry) => entry.rule === 'LATE_FEE' && entry.source === 'overridden'),
  ).length
  return (
    <StyledSection aria-labelledby="late-fee-heading">
      <h2 id="late-fee-heading">Late fee</h2>
      <p>
        {valueText('LATE_FEE', rule.value)} for every property
        {overridden
          ? `, except ${overridden} ${overridden === 1 ? 'property' : 'properties'} with their own`
          : ''}
        .{rule.upcoming.map((next) => ` ${upcomingText('LATE_FEE', next.effective_from, next.value)}.`)}
      </p>
      <p>
        <Link to="?tab=rules">Change it in Properties’ rules</Link>
      </p>
    </StyledSection>
  )
}
