/** One ISO base media box: size, type and payload. */
function box(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8)
  header.writeUInt32BE(8 + payload.length)
  header.write(type, 4, 'latin1')
  return Buffer.concat([header, payload])
}

const FTYP = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1'))

/** A tiny MP4 (ftyp, moov, mdat) whose media data is `media`. */
export function mp4Of(media: Buffer, moov = Buffer.from('mvhd-placeholder', 'latin1')): Buffer {
  return Buffer.concat([FTYP, box('moov', box('free', moov)), box('mdat', media)])
}

/** A plain MP4; its media data happens to hold markup, which no reader takes as text. */
export const MP4 = mp4Of(Buffer.from('\0\x01<script>\x02\x03 compressed frames', 'latin1'))
/** An MP4 carrying a script outside its media data (in the movie header). */
export const MP4_WITH_SCRIPT_IN_MOOV = mp4Of(
  Buffer.alloc(32, 7),
  Buffer.from('<script>alert(1)</script>', 'latin1'),
)
/** An MP4 with a page after its last box: it does not walk as boxes, so it is read whole. */
export const MP4_WITH_PAGE_AFTER = Buffer.concat([MP4, Buffer.from('<html>', 'latin1')])
