import { gstinCheckCharacter, gstinProblem, panOfGstin } from './gstin'

const first14 = '29ABCDE1234F1Z'
const valid = first14 + gstinCheckCharacter(first14)

it('accepts a GSTIN whose last character is the check character of the rest', () => {
  expect(gstinProblem(valid)).toBeNull()
  expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull()
})

it('names a wrong check character as a typing mistake', () => {
  const wrong = first14 + (valid[14] === 'A' ? 'B' : 'A')
  expect(gstinProblem(wrong)).toBe(
    'The GSTIN has a typing mistake: its last character does not match the rest.',
  )
})

it('refuses an unknown state code and a wrong shape', () => {
  const stateless = `99ABCDE1234F1Z`
  expect(gstinProblem(stateless + gstinCheckCharacter(stateless))).toBe(
    '99 is not a GST state code (01–38 or 97).',
  )
  const territory = `97ABCDE1234F1Z`
  expect(gstinProblem(territory + gstinCheckCharacter(territory))).toBeNull()
  expect(gstinProblem('29ABCDE1234F1Y5')).toBe('A GSTIN is 15 characters, e.g. 29ABCDE1234F1ZW.')
})

it('finds the PAN in characters 3 to 12', () => {
  expect(panOfGstin(valid)).toBe('ABCDE1234F')
})
