import { sql } from 'kysely'
import type { Db } from '../db/database'
import type { CourseLevel } from '../db/schema'
import { contains, countRows } from '../db/search'
import { badRequest, notFound } from '../http/httpError'
import { nameKey, tidyName } from './nameKey'

/**
 * Institutions (type COLLEGE, spec §9) and their courses: the shared list every operator sees, and each operator's
 * own entries, which only that operator sees. `viewer` is the signed-in operator's id, or null for a signup token
 * (the signup form's pickers see the shared list only).
 */
export type Viewer = number | null

export type InstitutionInput = { name: string; city_id: number; type: 'COLLEGE'; aishe_code?: string | null }
export type CourseInput = { name: string; level: CourseLevel; duration_years?: number | null }

/** The entry a new one repeats, for the 409 the form offers to pick it from. */
export type Duplicate = { message: string; field: string; existing: { id: number; name: string } }

/** What an add gives: the entry added, or the one it repeats. */
export type Outcome<T> = { created: T; duplicate?: never } | { created?: never; duplicate: Duplicate }

type Owned = 'institutions' | 'institution_courses'

/** Rows of the shared list or the viewer's own. */
function visibleTo(table: Owned, viewer: Viewer) {
  const owner = sql.ref(`${table}.operator_id`)
  return viewer === null
    ? sql<boolean>`${owner} is null`
    : sql<boolean>`(${owner} is null or ${owner} = ${viewer})`
}

type Course = {
  id: number
  name: string
  institution_id: number
  level: CourseLevel
  duration_years: number | null
  is_own: boolean
}

const asInstitution = <R extends { operator_id: number | null }>({ operator_id, ...row }: R) => ({
  ...row,
  is_own: operator_id !== null,
})

export type InstitutionListQuery = {
  offset: number
  limit: number
  type: 'COLLEGE'
  name?: string
  city_id?: number
  own?: boolean
}

function institutionQuery(db: Db, viewer: Viewer) {
  return db
    .selectFrom('institutions')
    .leftJoin('cities', 'cities.id', 'institutions.city_id')
    .where(visibleTo('institutions', viewer))
}

const INSTITUTION_COLUMNS = [
  'institutions.id',
  'institutions.name',
  'institutions.type',
  'institutions.city_id',
  'cities.name as city_name',
  'institutions.aishe_code',
  'institutions.operator_id',
] as const

export async function listInstitutions(db: Db, viewer: Viewer, query: InstitutionListQuery) {
  let institutions = institutionQuery(db, viewer).where('institutions.type', '=', query.type)
  if (query.name) institutions = institutions.where(contains('institutions.name', query.name))
  if (query.city_id) institutions = institutions.where('institutions.city_id', '=', query.city_id)
  if (query.own !== undefined) {
    institutions = institutions.where('institutions.operator_id', query.own ? 'is not' : 'is', null)
  }
  const rows = await institutions
    .select(INSTITUTION_COLUMNS)
    // As a person reads an A–Z list: by the name without case, spaces or punctuation ("Christ" before "COEP").
    .orderBy('institutions.name_key')
    .orderBy('institutions.name')
    .orderBy('cities.name')
    .orderBy('institutions.id')
    .offset(query.offset)
    .limit(query.limit)
    .execute()
  return { count: await countRows(institutions), results: rows.map(asInstitution) }
}

/** An institution the viewer can see, else 404 (another operator's own one reads as missing). */
export async function visibleInstitution(db: Db, viewer: Viewer, id: number) {
  const row = await institutionQuery(db, viewer)
    .select(INSTITUTION_COLUMNS)
    .where('institutions.id', '=', id)
    .executeTakeFirst()
  if (!row) throw notFound('No such institution.')
  return asInstitution(row)
}

export async function listCourses(
  db: Db,
  viewer: Viewer,
  institutionId: number,
  query: { offset: number; limit: number; name?: string },
) {
  await visibleInstitution(db, viewer, institutionId)
  let courses = db
    .selectFrom('institution_courses')
    .where('institution_id', '=', institutionId)
    .where(visibleTo('institution_courses', viewer))
  if (query.name) courses = courses.where(contains('name', query.name))
  const rows = await courses
    .select(['id', 'name', 'institution_id', 'level', 'duration_years', 'operator_id'])
    .orderBy('name_key')
    .orderBy('name')
    .orderBy('id')
    .offset(query.offset)
    .limit(query.limit)
    .execute()
  return { count: await countRows(courses), results: rows.map(asInstitution) }
}

const checkedName = (raw: string, what: string) => {
  const name = tidyName(raw)
  if (nameKey(name).length < 2) {
    const message = `Enter the ${what}’s name.`
    throw badRequest(message, [{ field: 'body.name', message }])
  }
  return name
}

/**
 * Adds an operator's own institution, unless one of the same name (compared without case, spaces or punctuation)
 * is already in that city, in the shared list or among the operator's own: then the duplicate is answered.
 */
export async function createInstitution(
  db: Db,
  operatorId: number,
  input: InstitutionInput,
): Promise<Outcome<Awaited<ReturnType<typeof visibleInstitution>>>> {
  const name = checkedName(input.name, 'institution')
  const key = nameKey(name)
  const result = await db
    .transaction()
    .execute(async (trx): Promise<{ id: number } | { duplicate: Duplicate }> => {
      const city = await trx
        .selectFrom('cities')
        .select(['id', 'name'])
        .where('id', '=', input.city_id)
        .executeTakeFirst()
      if (!city) {
        const message = 'Choose a city from the list.'
        throw badRequest(message, [{ field: 'body.city_id', message }])
      }
      const existing = await trx
        .selectFrom('institutions')
        .select(['id', 'name', 'operator_id'])
        .where('city_id', '=', city.id)
        .where('name_key', '=', key)
        .where(visibleTo('institutions', operatorId))
        .orderBy('operator_id')
        .executeTakeFirst()
      if (existing) {
        const whose = existing.operator_id === null ? 'is already in the list' : 'was already added by you'
        return {
          duplicate: {
            message: `${existing.name}, ${city.name} ${whose} (institution ${existing.id}).`,
            field: 'body.name',
            existing: { id: existing.id, name: existing.name },
          },
        }
      }
      const { id } = await trx
        .insertInto('institutions')
        .values({
          name,
          name_key: key,
          type: input.type,
          city_id: city.id,
          aishe_code: input.aishe_code ?? null,
          operator_id: operatorId,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return { id }
    })
  if ('duplicate' in result) return { duplicate: result.duplicate }
  return { created: await visibleInstitution(db, operatorId, result.id) }
}

/**
 * Adds an operator's own course to an institution they can see (shared or their own), unless the institution
 * already has a course of that name among the shared ones or the operator's own.
 */
export async function createCourse(db: Db, operatorId: number, institutionId: number, input: CourseInput) {
  const name = checkedName(input.name, 'course')
  const key = nameKey(name)
  return db.transaction().execute(async (trx): Promise<Outcome<Course>> => {
    const institution = await visibleInstitution(trx, operatorId, institutionId)
    const existing = await trx
      .selectFrom('institution_courses')
      .select(['id', 'name', 'operator_id'])
      .where('institution_id', '=', institution.id)
      .where('name_key', '=', key)
      .where(visibleTo('institution_courses', operatorId))
      .orderBy('operator_id')
      .executeTakeFirst()
    if (existing) {
      const whose = existing.operator_id === null ? 'already lists' : 'already has your course'
      const duplicate: Duplicate = {
        message: `${institution.name} ${whose} ${existing.name} (course ${existing.id}).`,
        field: 'body.name',
        existing: { id: existing.id, name: existing.name },
      }
      return { duplicate }
    }
    const created = await trx
      .insertInto('institution_courses')
      .values({
        institution_id: institution.id,
        name,
        name_key: key,
        level: input.level,
        duration_years: input.duration_years ?? null,
        operator_id: operatorId,
      })
      .returning(['id', 'name', 'institution_id', 'level', 'duration_years', 'operator_id'])
      .executeTakeFirstOrThrow()
    return { created: asInstitution(created) }
  })
}

/**
 * For the tenant forms: the institution and course must be ones this operator can see (shared or their own), and
 * the course one of the institution; another operator's own entries read as missing.
 */
export async function checkVisibleInstitution(
  db: Db,
  operatorId: number,
  institutionId: number | null | undefined,
  courseId: number | null | undefined,
) {
  if (institutionId) {
    const institution = await db
      .selectFrom('institutions')
      .select('id')
      .where('id', '=', institutionId)
      .where(visibleTo('institutions', operatorId))
      .executeTakeFirst()
    if (!institution) {
      const message = 'Choose an institution from the list.'
      throw badRequest(message, [{ field: 'body.institution_id', message }])
    }
  }
  if (courseId) {
    const course = await db
      .selectFrom('institution_courses')
      .select(['id', 'institution_id'])
      .where('id', '=', courseId)
      .where(visibleTo('institution_courses', operatorId))
      .executeTakeFirst()
    if (!course || (institutionId && course.institution_id !== institutionId)) {
      const message = institutionId
        ? 'Choose a course of the chosen institution.'
        : 'Choose a course from the list.'
      throw badRequest(message, [{ field: 'body.course_id', message }])
    }
  }
}
