import { institutionsCsv } from './institutionsCsv'

it('writes one row per college with its city, AISHE code and whether the operator added it', () => {
  const csv = institutionsCsv([
    {
      id: 3,
      name: 'Christ University',
      type: 'COLLEGE',
      city_id: 1,
      city_name: 'Bengaluru',
      aishe_code: 'U-0214',
      is_own: false,
    },
    {
      id: 9001,
      name: 'Sunrise, Hotel Management',
      type: 'COLLEGE',
      city_id: 1,
      city_name: 'Bengaluru',
      aishe_code: null,
      is_own: true,
    },
  ])
  expect(csv).toBe(
    '\uFEFFId,College,City,AISHE code,Added by you\r\n' +
      '3,Christ University,Bengaluru,U-0214,No\r\n' +
      '9001,"Sunrise, Hotel Management",Bengaluru,,Yes\r\n',
  )
})
