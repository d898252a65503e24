import * as yup from 'yup'
import type {
  CourseCreateRequest,
  CourseLevel,
  DuplicateReference,
  InstitutionCreateRequest,
} from './resourcesApi.gen'

/** The AISHE code of a college (`C-`) or university (`U-`): the contract's pattern. */
export const AISHE_CODE = /^[CU]-[0-9]{1,8}$/

export const COURSE_LEVELS: readonly { value: CourseLevel; label: string }[] = [
  { value: 'UG', label: 'Undergraduate' },
  { value: 'PG', label: 'Postgraduate' },
  { value: 'DIPLOMA', label: 'Diploma' },
  { value: 'DOCTORATE', label: 'Doctorate' },
  { value: 'OTHER', label: 'Other' },
]

export const COURSE_LEVEL_LABELS = Object.fromEntries(
  COURSE_LEVELS.map(({ value, label }) => [value, label]),
) as Record<CourseLevel, string>

/** Spaces at the ends dropped and runs made one, as the server stores the name. */
const tidy = (text: string) => text.trim().replace(/\s+/g, ' ')

export type InstitutionValues = { name: string; cityId: string; aisheCode: string }

export const institutionSchema: yup.ObjectSchema<InstitutionValues> = yup.object({
  name: yup
    .string()
    .transform(tidy)
    .required('Enter the college’s name')
    .min(2, 'Enter the college’s name')
    .max(150, 'At most 150 characters'),
  cityId: yup.string().required('Choose the city'),
  // Formik validates an empty field as undefined: the default makes it '' again.
  aisheCode: yup
    .string()
    .default('')
    .transform((text: string) => text.trim().toUpperCase())
    .defined()
    .test(
      'aishe',
      'An AISHE code is C- or U- then digits, e.g. C-41352',
      (code) => code === '' || AISHE_CODE.test(code),
    ),
})

export const institutionRequest = (values: InstitutionValues): InstitutionCreateRequest => {
  const aishe = values.aisheCode.trim().toUpperCase()
  return {
    name: tidy(values.name),
    city_id: Number(values.cityId),
    type: 'COLLEGE',
    ...(aishe ? { aishe_code: aishe } : {}),
  }
}

/** Contract field → form field, for the server's 400s. */
export const INSTITUTION_FIELDS = { name: 'name', city_id: 'cityId', aishe_code: 'aisheCode' } as const

export type CourseValues = { name: string; level: CourseLevel | ''; durationYears: string }

export const courseSchema: yup.ObjectSchema<CourseValues> = yup.object({
  name: yup
    .string()
    .transform(tidy)
    .required('Enter the course’s name')
    .min(2, 'Enter the course’s name')
    .max(150, 'At most 150 characters'),
  level: yup.mixed<CourseLevel | ''>().required('Choose the level').notOneOf([''], 'Choose the level'),
  durationYears: yup.string().default('').defined(),
})

export const courseRequest = (values: CourseValues): CourseCreateRequest => ({
  name: tidy(values.name),
  level: values.level === '' ? 'OTHER' : values.level,
  duration_years: values.durationYears === '' ? null : Number(values.durationYears),
})

export const COURSE_FIELDS = { name: 'name', level: 'level', duration_years: 'durationYears' } as const

/** The entry a 409 says is already there, for "Use …". */
export function duplicateOf(error: unknown): DuplicateReference['existing'] | undefined {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined
  if (typeof data !== 'object' || data === null || !('existing' in data)) return undefined
  const existing = data.existing
  if (typeof existing !== 'object' || existing === null) return undefined
  if (!('id' in existing) || !('name' in existing)) return undefined
  const { id, name } = existing
  return typeof id === 'number' && typeof name === 'string' ? { id, name } : undefined
}
