import { successToast } from '../../app/core/toasts/successToast'
import { formatDate } from '../../design-system/format/formatDate'
import { generatedApi } from './houseRulesApi.gen'
import { RULE_LABELS } from './rules/ruleForm'

/**
 * Tags of this slice: the day's rules (one tag for every date and property asked) and each rule's versions.
 * Every change may move any property's rules and the rule's history, so a write invalidates both, and the
 * properties' settings the rules are copied into.
 */
const TAG_TYPES = ['HouseRules', 'HouseRuleVersions', 'Property'] as const
const LIST = 'LIST'

/** A rule's change reaches the day's rules, its history and the properties' own settings (every one of them). */
const changed = ['HouseRules', 'HouseRuleVersions', 'Property'] as const

const enhanced = generatedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: {
    getHouseRules: { providesTags: [{ type: 'HouseRules', id: LIST }] },
    listHouseRuleVersions: { providesTags: [{ type: 'HouseRuleVersions', id: LIST }] },
    setDefaultHouseRule: {
      invalidatesTags: (result) => (result ? [...changed] : []),
      onQueryStarted: successToast(
        ({ rule }, { data }) =>
          `Default ${RULE_LABELS[rule].toLowerCase()} changes from ${formatDate(data.effective_from)}`,
      ),
    },
    setPropertyHouseRule: {
      invalidatesTags: (result) => (result ? [...changed] : []),
      onQueryStarted: successToast(
        ({ rule }, { data }) => `${RULE_LABELS[rule]} overridden from ${formatDate(data.effective_from)}`,
      ),
    },
    removePropertyHouseRule: {
      invalidatesTags: (result) => (result ? [...changed] : []),
      onQueryStarted: successToast(
        ({ rule }, { data }) =>
          `${RULE_LABELS[rule]} follows the default from ${formatDate(data.effective_from)}`,
      ),
    },
  },
})

export const {
  useGetHouseRulesQuery,
  useListHouseRuleVersionsQuery,
  useSetDefaultHouseRuleMutation,
  useSetPropertyHouseRuleMutation,
  useRemovePropertyHouseRuleMutation,
} = enhanced

export type {
  HouseRuleEntry,
  HouseRuleName,
  HouseRuleValue,
  HouseRuleVersion,
  HouseRulesOverview,
  PropertyHouseRules,
} from './houseRulesApi.gen'
