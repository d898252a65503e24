import { toCsv } from '../../app/core/csv'
import { passOf } from './fixtures'
import { allPasses, EXPORT_PAGE, PASS_CSV_COLUMNS } from './passCsv'

it('writes a pass as the list shows it', () => {
  const csv = toCsv(PASS_CSV_COLUMNS, [passOf('RETURNED_LATE')])
  expect(csv.split('\r\n')[1]).toBe(
    'Rohan Iyer,9845000103,"Sunrise PG, Koramangala",Ground floor · 002 · A,Home leave,21/11/2026 18:00,' +
      '23/11/2026 20:00,Returned late,21/11/2026 18:30,23/11/2026 21:35,95,Mysuru,Sister’s wedding',
  )
})

it('reads every page of the filtered list', async () => {
  const offsets: number[] = []
  const rows = await allPasses(async (offset) => {
    offsets.push(offset)
    const size = Math.min(EXPORT_PAGE, 230 - offset)
    return { count: 230, results: Array.from({ length: size }, (_, at) => passOf('OUT', offset + at)) }
  })
  expect(offsets).toEqual([0, 100, 200])
  expect(rows).toHaveLength(230)
  expect(rows.at(-1)?.id).toBe(229)
})
