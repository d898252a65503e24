import type { Db } from '../db/database'
import { findOperatorByPhone } from '../operators/operators'
import { createCourse, createInstitution } from '../resources/institutions'
import { DEMO_OPERATOR } from './demoOperators'

/**
 * The demo operator's own college (missing from the shared list) with a course, and a course of their own at a
 * shared college, so Settings → Reference data and the tenant forms show entries "Added by you". Adding through
 * the API's functions answers a duplicate on a second run, so the step adds only what is missing.
 */
export async function seedOwnInstitutions(db: Db): Promise<void> {
  const operator = await findOperatorByPhone(db, DEMO_OPERATOR.phone)
  if (!operator) return
  const city = await db.selectFrom('cities').select('id').where('name', '=', 'Bengaluru').executeTakeFirst()
  if (!city) return
  const own = await createInstitution(db, operator.id, {
    name: 'Sunrise Institute of Hotel Management',
    city_id: city.id,
    type: 'COLLEGE',
    aishe_code: 'C-58231',
  })
  const ownId = own.created?.id ?? own.duplicate?.existing.id
  if (ownId !== undefined) {
    await createCourse(db, operator.id, ownId, {
      name: 'Diploma in Culinary Arts',
      level: 'DIPLOMA',
      duration_years: 1,
    })
  }
  const christ = await db
    .selectFrom('institutions')
    .select('id')
    .where('name', '=', 'Christ University')
    .where('operator_id', 'is', null)
    .executeTakeFirst()
  if (christ) {
    await createCourse(db, operator.id, christ.id, {
      name: 'BCom Travel and Tourism',
      level: 'UG',
      duration_years: 3,
    })
  }
}
