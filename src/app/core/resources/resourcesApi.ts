import { successToast } from '../toasts/successToast'
import { generatedApi } from './resourcesApi.gen'

/**
 * Tags of this slice: the institutions list and each institution's courses. Adding an institution or a course
 * refetches them, so the tenant forms' pickers offer it at once.
 */
const TAG_TYPES = ['Institution', 'Course'] as const
const LIST = 'LIST'

const enhanced = generatedApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: {
    listInstitutions: { providesTags: [{ type: 'Institution', id: LIST }] },
    listInstitutionCourses: { providesTags: (_result, _error, { id }) => [{ type: 'Course', id }] },
    createInstitution: {
      invalidatesTags: (result) => (result ? [{ type: 'Institution', id: LIST }] : []),
      onQueryStarted: successToast((_arg, { data }) => `${data.name} added`),
    },
    createInstitutionCourse: {
      invalidatesTags: (result, _error, { id }) => (result ? [{ type: 'Course', id }] : []),
      onQueryStarted: successToast((_arg, { data }) => `${data.name} added`),
    },
  },
})

export const {
  useListCitiesQuery,
  useListCountriesQuery,
  useListStatesQuery,
  useListTaxTypesQuery,
  useListInstitutionsQuery,
  useLazyListInstitutionsQuery,
  useListInstitutionCoursesQuery,
  useCreateInstitutionMutation,
  useCreateInstitutionCourseMutation,
} = enhanced

export type {
  City,
  Country,
  Course,
  CourseLevel,
  DuplicateReference,
  Institution,
  State,
  TaxType,
} from './resourcesApi.gen'
