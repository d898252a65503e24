import { REFERENCE_DATA, inPath, type MatrixEntry } from './entry'

const SHARED_CITIES = 'Cities are reference data shared by every operator.'

/**
 * Tag `resources`: the shared lists take only reference ids; an operator's own institutions are theirs alone, so
 * another operator's own institution is a 404 for its courses and for adding a course to it.
 */
export const resourceEntries: Record<string, MatrixEntry> = {
  listCities: { notOwned: { 'query.country_id': REFERENCE_DATA } },
  listStates: { notOwned: { 'query.country_id': REFERENCE_DATA } },
  listInstitutions: { notOwned: { 'query.city_id': SHARED_CITIES } },
  listInstitutionCourses: { cases: [inPath((o) => o.ownInstitution())] },
  listTaxTypes: { notOwned: { 'query.country_id': REFERENCE_DATA } },
  createInstitution: { notOwned: { 'body.city_id': SHARED_CITIES } },
  createInstitutionCourse: {
    cases: [inPath((o) => o.ownInstitution(), { body: { name: 'Matrix course', level: 'UG' } })],
  },
}
