import { inflateSync } from 'node:zlib'

/**
 * Reading back the text of a PDF that pdfkit wrote, for tests. Embedded fonts show glyph ids, so each string is
 * decoded through its font's ToUnicode map; a standard font's string is read as Latin-1. Compressed streams
 * (FlateDecode) are inflated first.
 */

type PdfObject = { id: number; dict: string; stream: Buffer | null }

function objects(pdf: Buffer): PdfObject[] {
  const text = pdf.toString('latin1')
  const starts = [...text.matchAll(/(\d+) 0 obj\b/g)]
  return starts.map((start, index) => {
    const from = (start.index ?? 0) + start[0].length
    const region = text.slice(from, starts[index + 1]?.index ?? text.length)
    const opened = /\/Length (\d+)[\s\S]*?>>\s*stream\r?\n/.exec(region)
    if (!opened) return { id: Number(start[1]), dict: region, stream: null }
    const at = from + opened.index + opened[0].length
    const raw = pdf.subarray(at, at + Number(opened[1]))
    const dict = region.slice(0, opened.index + opened[0].length)
    return { id: Number(start[1]), dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw }
  })
}

/** UTF-16BE code units in hex (a ligature's several characters may be separated by spaces). */
const utf16 = (hex: string) =>
  String.fromCharCode(
    ...(hex.replace(/\s/g, '').match(/[0-9a-fA-F]{4}/g) ?? []).map((unit) => parseInt(unit, 16)),
  )

/** A ToUnicode CMap's code → text pairs (bfchar and both forms of bfrange). */
function toUnicode(cmap: string): Map<number, string> {
  const codes = new Map<number, string>()
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of body.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      codes.set(parseInt(code, 16), utf16(unicode))
    }
  }
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, target] of body.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const first = parseInt(low, 16)
      const last = parseInt(high, 16)
      const listed = target.startsWith('[')
        ? [...target.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((m) => m[1])
        : null
      for (let code = first; code <= last; code += 1) {
        if (listed) codes.set(code, utf16(listed[code - first] ?? ''))
        else codes.set(code, String.fromCharCode(parseInt(target.slice(1, -1), 16) + code - first))
      }
    }
  }
  return codes
}

/** The PDF's text, one line per text-showing operator (TJ or Tj), in the order the pages draw them. */
export function pdfText(pdf: Buffer): string {
  const all = objects(pdf)
  const byId = new Map(all.map((object) => [object.id, object]))
  const maps = new Map<number, Map<number, string>>()
  for (const object of all) {
    const reference = /\/Type \/Font[\s\S]*?\/ToUnicode (\d+) 0 R/.exec(object.dict)
    const cmap = reference ? byId.get(Number(reference[1]))?.stream : null
    if (cmap) maps.set(object.id, toUnicode(cmap.toString('latin1')))
  }
  const fontByName = new Map<string, number>()
  for (const object of all) {
    for (const [, entries] of object.dict.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const [, name, id] of entries.matchAll(/\/(\S+)\s+(\d+) 0 R/g)) fontByName.set(name, Number(id))
    }
  }
  const decode = (hex: string, font: string | null) => {
    const map = font === null ? undefined : maps.get(fontByName.get(font) ?? -1)
    if (!map) return Buffer.from(hex, 'hex').toString('latin1')
    return (hex.match(/[0-9a-fA-F]{4}/g) ?? [])
      .map((code) => map.get(parseInt(code, 16)) ?? '\uFFFD')
      .join('')
  }
  // Justified lines drop their spaces for a shift of more than a space's width (TJ units are 1/1000 em).
  const gap = (shift: string) => (Number(shift) < -200 ? ' ' : '')
  const lines: string[] = []
  for (const { stream } of all) {
    const content = stream?.toString('latin1') ?? ''
    if (!/\bT[Jj]\b/.test(content)) continue
    let font: string | null = null
    for (const [, name, array, single] of content.matchAll(
      /\/(\S+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
    )) {
      if (name !== undefined) font = name
      else if (array !== undefined) {
        const parts = [...array.matchAll(/<([0-9a-fA-F]*)>|(-?[\d.]+)/g)]
        lines.push(
          parts.map(([, hex, shift]) => (hex === undefined ? gap(shift) : decode(hex, font))).join(''),
        )
      } else lines.push(decode(single, font))
    }
  }
  return lines.join('\n')
}
