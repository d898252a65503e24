import type { MatrixCase, MatrixEntry } from './entry'

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
  setPropertyHouseRule: {
    cases: [
      {
        fields: ['path.id'],
        theirs: (o) => o.property(),
        call: (id) => ({ path: { id, rule: 'RENT_DUE_DAY' }, body: change }),
      },
    ],
  },
  removePropertyHouseRule: {
    cases: [
      {
        fields: ['path.id'],
        theirs: (o) => o.property(),
        call: (id) => ({ path: { id, rule: 'RENT_DUE_DAY' }, body: { effective_from: '2026-12-01' } }),
      },
    ],
  },
}
