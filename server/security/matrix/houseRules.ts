import type { MatrixCase, MatrixEntry } from './entry'

/** The rule in the path names one of a fixed list of rules, the same for every operator, not a record. */
const RULE_NAME = {
  'path.rule': 'One of the fixed house-rule names (HouseRuleName), not a record of anyone’s.',
}

const change = { effective_from: '2026-12-01', value: { rent_due_day: 5 } }

/** B's property in `query.property_id`: a 404, as for a property that does not exist. */
const propertyInQuery = (query: Record<string, string> = {}): MatrixCase => ({
  fields: ['query.property_id'],
  theirs: (o) => o.property(),
  call: (id) => ({ query: { property_id: id, ...query } }),
})

/** House rules: the day's rules and a rule's versions by property, a property's override and its removal. */
export const houseRuleEntries: Record<string, MatrixEntry> = {
  getHouseRules: { cases: [propertyInQuery()] },
  listHouseRuleVersions: { cases: [propertyInQuery({ rule: 'RENT_DUE_DAY' })] },
  setDefaultHouseRule: { notOwned: RULE_NAME },
  setPropertyHouseRule: {
    notOwned: RULE_NAME,
    cases: [
      {
        fields: ['path.id'],
        theirs: (o) => o.property(),
        call: (id) => ({ path: { id, rule: 'RENT_DUE_DAY' }, body: change }),
      },
    ],
  },
  removePropertyHouseRule: {
    notOwned: RULE_NAME,
    cases: [
      {
        fields: ['path.id'],
        theirs: (o) => o.property(),
        call: (id) => ({ path: { id, rule: 'RENT_DUE_DAY' }, body: { effective_from: '2026-12-01' } }),
      },
    ],
  },
}
