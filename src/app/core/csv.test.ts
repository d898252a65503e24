import { downloadCsv, paiseToCsvRupees, toCsv, type CsvColumn } from './csv'

type Row = { name: string; paise: number; note?: string | null }
const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Amount (₹)', value: (row) => paiseToCsvRupees(row.paise) },
  { header: 'Note', value: (row) => row.note },
]

it('writes a BOM, a header and CRLF lines, quoting commas, quotes, line breaks and edge spaces', () => {
  const text = toCsv(columns, [
    { name: 'Ravi Kumar', paise: 1234567, note: null },
    { name: 'Shah, Priya', paise: 5, note: 'said "later"' },
    { name: ' Anil', paise: -250050, note: 'two\nlines' },
  ])
  expect(text).toBe(
    '\uFEFFName,Amount (₹),Note\r\n' +
      'Ravi Kumar,12345.67,\r\n' +
      '"Shah, Priya",0.05,"said ""later"""\r\n' +
      '" Anil",-2500.50,"two\nlines"\r\n',
  )
})

it('writes money as rupees with two decimals, never paise', () => {
  expect(paiseToCsvRupees(0)).toBe('0.00')
  expect(paiseToCsvRupees(100)).toBe('1.00')
  expect(paiseToCsvRupees(99)).toBe('0.99')
})

it('downloads the text as a named CSV file', async () => {
  const blobs: Blob[] = []
  const createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob)
    return 'blob:csv'
  })
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() })
  const clicked: { href: string; download: string }[] = []
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download })
  })
  downloadCsv('staff.csv', toCsv(columns, [{ name: 'Ravi', paise: 100 }]))
  expect(clicked).toEqual([{ href: 'blob:csv', download: 'staff.csv' }])
  expect(blobs[0].type).toBe('text/csv;charset=utf-8')
  // Read as bytes: a text decoder would drop the BOM this checks.
  const bytes = new Uint8Array(await blobs[0].arrayBuffer())
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  expect(new TextDecoder().decode(bytes)).toBe('Name,Amount (₹),Note\r\nRavi,1.00,\r\n')
})
