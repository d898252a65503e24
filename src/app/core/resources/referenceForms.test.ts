import {
  courseRequest,
  courseSchema,
  duplicateOf,
  institutionRequest,
  institutionSchema,
} from './referenceForms'

const errorsOf = async (schema: typeof institutionSchema | typeof courseSchema, values: object) => {
  try {
    await schema.validate(values, { abortEarly: false })
    return []
  } catch (error) {
    return [...new Set((error as { errors: string[] }).errors)]
  }
}

describe('the add-a-college form', () => {
  it('asks for a name and a city, and takes an AISHE code only as C- or U- then digits', async () => {
    expect(await errorsOf(institutionSchema, { name: ' ', cityId: '', aisheCode: '' })).toEqual([
      'Enter the college’s name',
      'Choose the city',
    ])
    expect(
      await errorsOf(institutionSchema, { name: 'Wadia College', cityId: '3', aisheCode: 'X-12' }),
    ).toEqual(['An AISHE code is C- or U- then digits, e.g. C-41352'])
    expect(
      await errorsOf(institutionSchema, { name: 'Wadia College', cityId: '3', aisheCode: ' u-0123 ' }),
    ).toEqual([])
    // Formik hands an empty field to the schema as undefined.
    expect(
      await errorsOf(institutionSchema, { name: 'Wadia College', cityId: '3', aisheCode: undefined }),
    ).toEqual([])
  })

  it('sends the name tidied, the code upper-cased, and no code when none was typed', () => {
    expect(institutionRequest({ name: '  Wadia   College ', cityId: '3', aisheCode: ' c-41352' })).toEqual({
      name: 'Wadia College',
      city_id: 3,
      type: 'COLLEGE',
      aishe_code: 'C-41352',
    })
    expect(institutionRequest({ name: 'Wadia College', cityId: '3', aisheCode: '' })).toEqual({
      name: 'Wadia College',
      city_id: 3,
      type: 'COLLEGE',
    })
  })
})

describe('the add-a-course form', () => {
  it('asks for a name and a level; the length is optional', async () => {
    expect(
      await errorsOf(courseSchema, { name: undefined, level: undefined, durationYears: undefined }),
    ).toEqual(['Enter the course’s name', 'Choose the level'])
    expect(courseRequest({ name: ' BSc  Data ', level: 'UG', durationYears: '' })).toEqual({
      name: 'BSc Data',
      level: 'UG',
      duration_years: null,
    })
    expect(courseRequest({ name: 'MBA', level: 'PG', durationYears: '2' }).duration_years).toBe(2)
  })
})

it('reads the existing entry from a 409, and nothing from other failures', () => {
  const conflict = {
    status: 409,
    data: { message: 'Christ University …', errors: [], existing: { id: 3, name: 'Christ University' } },
  }
  expect(duplicateOf(conflict)).toEqual({ id: 3, name: 'Christ University' })
  expect(duplicateOf({ status: 400, data: { message: 'Bad' } })).toBeUndefined()
  expect(duplicateOf(new Error('offline'))).toBeUndefined()
})
