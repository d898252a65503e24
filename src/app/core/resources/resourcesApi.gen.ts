import { api } from "../api";
export const addTagTypes = ["resources"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listCities: build.query<ListCitiesApiResponse, ListCitiesApiArg>({
        query: (queryArg) => ({
          url: `/user/api/v1/resource/city_list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            name: queryArg.name,
            country_id: queryArg.countryId,
          },
        }),
        providesTags: ["resources"],
      }),
      listCountries: build.query<ListCountriesApiResponse, ListCountriesApiArg>(
        {
          query: (queryArg) => ({
            url: `/user/api/v1/resource/country_list`,
            params: {
              offset: queryArg.offset,
              limit: queryArg.limit,
              name: queryArg.name,
            },
          }),
          providesTags: ["resources"],
        },
      ),
      listInstitutions: build.query<
        ListInstitutionsApiResponse,
        ListInstitutionsApiArg
      >({
        query: (queryArg) => ({
          url: `/user/api/v1/resource/institution/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            type: queryArg["type"],
            name: queryArg.name,
            city_id: queryArg.cityId,
            own: queryArg.own,
          },
        }),
        providesTags: ["resources"],
      }),
      listInstitutionCourses: build.query<
        ListInstitutionCoursesApiResponse,
        ListInstitutionCoursesApiArg
      >({
        query: (queryArg) => ({
          url: `/user/api/v1/resource/institution/${queryArg.id}/course/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            type: queryArg["type"],
            name: queryArg.name,
          },
        }),
        providesTags: ["resources"],
      }),
      listTaxTypes: build.query<ListTaxTypesApiResponse, ListTaxTypesApiArg>({
        query: (queryArg) => ({
          url: `/user/api/v1/resource/tax/list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            country_id: queryArg.countryId,
          },
        }),
        providesTags: ["resources"],
      }),
      listStates: build.query<ListStatesApiResponse, ListStatesApiArg>({
        query: (queryArg) => ({
          url: `/user/api/v1/resource/state_list`,
          params: {
            offset: queryArg.offset,
            limit: queryArg.limit,
            name: queryArg.name,
            country_id: queryArg.countryId,
          },
        }),
        providesTags: ["resources"],
      }),
      createInstitution: build.mutation<
        CreateInstitutionApiResponse,
        CreateInstitutionApiArg
      >({
        query: (queryArg) => ({
          url: `/user/api/v1/resource/institution/create`,
          method: "POST",
          body: queryArg.institutionCreateRequest,
        }),
        invalidatesTags: ["resources"],
      }),
      createInstitutionCourse: build.mutation<
        CreateInstitutionCourseApiResponse,
        CreateInstitutionCourseApiArg
      >({
        query: (queryArg) => ({
          url: `/user/api/v1/resource/institution/${queryArg.id}/course/create`,
          method: "POST",
          body: queryArg.courseCreateRequest,
        }),
        invalidatesTags: ["resources"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type ListCitiesApiResponse =
  /** status 200 A page of cities. */ CityListResponse;
export type ListCitiesApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** Case-insensitive prefix or substring of the city name. */
  name?: string;
  /** Restrict to one country. */
  countryId?: number;
};
export type ListCountriesApiResponse =
  /** status 200 A page of countries. */ CountryListResponse;
export type ListCountriesApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** Search by country name, ISO code or ISD code. */
  name?: string;
};
export type ListInstitutionsApiResponse =
  /** status 200 A page of institutions. */ InstitutionListResponse;
export type ListInstitutionsApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** Institution type. */
  type: "COLLEGE";
  /** Search by institution name. */
  name?: string;
  /** Restrict to one city. */
  cityId?: number;
  /** Only the institutions this operator added (true) or only the shared list (false). */
  own?: boolean;
};
export type ListInstitutionCoursesApiResponse =
  /** status 200 A page of courses. */ CourseListResponse;
export type ListInstitutionCoursesApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** Institution type. */
  type?: "COLLEGE";
  /** Search by course name. */
  name?: string;
};
export type ListTaxTypesApiResponse =
  /** status 200 A page of tax types. */ TaxTypeListResponse;
export type ListTaxTypesApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** Restrict to one country (India when absent). */
  countryId?: number;
};
export type ListStatesApiResponse =
  /** status 200 A page of states, by GST state code. */ StateListResponse;
export type ListStatesApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Page size (at most 100). Default 10, the typical list size of spec §9. */
  limit?: number;
  /** Search by state name or GST state code. */
  name?: string;
  /** Restrict to one country (every seeded state is India's). */
  countryId?: number;
};
export type CreateInstitutionApiResponse =
  /** status 201 The institution added. */ InstitutionResponse;
export type CreateInstitutionApiArg = {
  institutionCreateRequest: InstitutionCreateRequest;
};
export type CreateInstitutionCourseApiResponse =
  /** status 201 The course added. */ CourseResponse;
export type CreateInstitutionCourseApiArg = {
  /** Numeric id of the resource named by the path. Another operator's id answers 404. */
  id: number;
  courseCreateRequest: CourseCreateRequest;
};
export type City = {
  id: number;
  name: string;
  state: string;
  /** The GST state code of `state` (see `State`); null outside India. */
  state_gst_code: string | null;
  country_id: number;
};
export type CityPage = {
  /** Total matching rows, not only this page. */
  count: number;
  results: City[];
};
export type CityListResponse = {
  data: CityPage;
};
export type FieldError = {
  /** Dotted path of the field in the request, e.g. `body.amount_paise` or `query.limit`. */
  field: string;
  message: string;
};
export type Error = {
  /** Human-readable sentence the UI shows as is. */
  message: string;
  /** Field-level problems, when the error concerns specific fields. */
  errors?: FieldError[];
};
export type Country = {
  id: number;
  name: string;
  iso_code: string;
  /** e.g. `+91`. */
  isd_code: string;
  /** ISO 4217, e.g. `INR`. */
  currency_code: string;
  currency_symbol: string;
  /** Digits after the decimal point of the currency (2 for the rupee, 100 paise). */
  decimal_places: number;
  national_number_length: number | null;
};
export type CountryPage = {
  count: number;
  results: Country[];
};
export type CountryListResponse = {
  data: CountryPage;
};
export type InstitutionType = "COLLEGE";
export type Institution = {
  id: number;
  name: string;
  type: InstitutionType;
  city_id: number | null;
  city_name: string | null;
  /** The AISHE code (All India Survey on Higher Education), `C-` for a college or `U-` for a university, then digits. */
  aishe_code: string | null;
  /** True for an institution this operator added (shown "Added by you"). */
  is_own: boolean;
};
export type InstitutionPage = {
  count: number;
  results: Institution[];
};
export type InstitutionListResponse = {
  data: InstitutionPage;
};
export type CourseLevel = "UG" | "PG" | "DIPLOMA" | "DOCTORATE" | "OTHER";
export type Course = {
  id: number;
  name: string;
  institution_id: number;
  level: CourseLevel;
  duration_years: number | null;
  /** True for a course this operator added (to a shared institution or to one of their own). */
  is_own: boolean;
};
export type CoursePage = {
  count: number;
  results: Course[];
};
export type CourseListResponse = {
  data: CoursePage;
};
export type TaxType = {
  /** The `tax_type_id` other calls refer to. */
  id: number;
  /** e.g. `GST`. */
  code: string;
  name: string;
  country_id: number;
  /** True for GST in India (the default tax type, spec §9). */
  is_default: boolean;
  /** Selectable rates in basis points (1200 = 12%). */
  rates_bps: number[];
};
export type TaxTypePage = {
  count: number;
  results: TaxType[];
};
export type TaxTypeListResponse = {
  data: TaxTypePage;
};
export type StateKind = "STATE" | "UT";
export type State = {
  id: number;
  name: string;
  /** e.g. `29` for Karnataka, `27` for Maharashtra. */
  gst_code: string;
  kind: StateKind;
  country_id: number;
};
export type StatePage = {
  count: number;
  results: State[];
};
export type StateListResponse = {
  data: StatePage;
};
export type InstitutionResponse = {
  data: Institution;
};
export type DuplicateReference = {
  /** Names the existing entry and its id. */
  message: string;
  /** One entry, on `body.name`. */
  errors: FieldError[];
  existing: {
    id: number;
    name: string;
  };
};
export type InstitutionCreateRequest = {
  /** The institution's name (spaces at the ends are dropped, runs of spaces made one). */
  name: string;
  /** Its city, from `listCities`. */
  city_id: number;
  type: InstitutionType;
  /** The AISHE code when known, `C-` (college) or `U-` (university) then digits, e.g. `C-41352`. */
  aishe_code?: string | null;
};
export type CourseResponse = {
  data: Course;
};
export type CourseCreateRequest = {
  /** The course's name (spaces at the ends are dropped, runs of spaces made one). */
  name: string;
  level: CourseLevel;
  /** The usual length of the course in years, when known. */
  duration_years?: number | null;
};
export const {
  useListCitiesQuery,
  useLazyListCitiesQuery,
  useListCountriesQuery,
  useLazyListCountriesQuery,
  useListInstitutionsQuery,
  useLazyListInstitutionsQuery,
  useListInstitutionCoursesQuery,
  useLazyListInstitutionCoursesQuery,
  useListTaxTypesQuery,
  useLazyListTaxTypesQuery,
  useListStatesQuery,
  useLazyListStatesQuery,
  useCreateInstitutionMutation,
  useCreateInstitutionCourseMutation,
} = injectedRtkApi;
