import { REFERENCE_DATA, type MatrixEntry } from './entry'

/** Tags auth and session (resources: ./resources). */
export const accessEntries: Record<string, MatrixEntry> = {
  sendOtp: { notOwned: { 'path.phone': 'A phone number: anyone may ask for a code to any phone.' } },
  validateOtp: {
    notOwned: {
      'path.id': 'A code request: its id is unguessable and its code proves a phone, not an operator.',
    },
  },
  signupOperator: { notOwned: { 'body.city_id': REFERENCE_DATA } },
  listOperatorModules: {
    cases: [
      {
        fields: ['path.id'],
        theirs: (o) => o.operator(),
        call: (id) => ({ path: { id }, query: { module_type: 'expense' } }),
      },
    ],
  },
}
