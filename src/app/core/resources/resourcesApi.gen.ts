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
export type City = {
  id: number;
  name: string;
  state: string;
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
} = injectedRtkApi;
