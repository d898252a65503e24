import { articleFor, describeAccept, formatBytes, isAccepted, validateFiles } from './fileRules'

const MB = 1024 * 1024
const documents = ['application/pdf', 'image/jpeg', 'image/png']
const file = (name: string, type: string, size = 1000) => ({ name, type, size })

describe('describeAccept', () => {
  it('lists types in prose', () => {
    expect(describeAccept(documents)).toBe('PDF, JPEG or PNG')
    expect(describeAccept(['application/pdf', 'image/png'])).toBe('PDF or PNG')
    expect(describeAccept(['application/pdf'])).toBe('PDF')
  })

  it('names wildcards, extensions and unknown types', () => {
    expect(describeAccept(['image/*', '.docx', 'application/zip'])).toBe('image, DOCX or ZIP')
  })

  it('names each type once', () => {
    expect(describeAccept(['image/jpeg', 'image/jpeg'])).toBe('JPEG')
  })
})

describe('articleFor', () => {
  it('follows how the name is spoken', () => {
    expect(articleFor('PDF, JPEG or PNG')).toBe('a')
    expect(articleFor('SVG')).toBe('an')
    expect(articleFor('image')).toBe('an')
    expect(articleFor('Excel')).toBe('an')
    expect(articleFor('JPEG')).toBe('a')
  })
})

describe('formatBytes', () => {
  it('uses binary units with at most one decimal', () => {
    expect(formatBytes(10 * MB)).toBe('10 MB')
    expect(formatBytes(1.5 * MB)).toBe('1.5 MB')
    expect(formatBytes(512 * 1024)).toBe('512 KB')
    expect(formatBytes(900)).toBe('900 bytes')
    expect(formatBytes(2 * 1024 * MB)).toBe('2 GB')
  })
})

describe('isAccepted', () => {
  it('matches MIME types, wildcards and extensions', () => {
    expect(isAccepted(file('a.pdf', 'application/pdf'), documents)).toBe(true)
    expect(isAccepted(file('a.gif', 'image/gif'), documents)).toBe(false)
    expect(isAccepted(file('a.gif', 'image/gif'), ['image/*'])).toBe(true)
    expect(isAccepted(file('A.DOCX', ''), ['.docx'])).toBe(true)
  })

  it('guesses an empty type from the extension', () => {
    expect(isAccepted(file('scan.JPG', ''), documents)).toBe(true)
    expect(isAccepted(file('notes', ''), documents)).toBe(false)
  })

  it('accepts anything when accept is empty', () => {
    expect(isAccepted(file('a.exe', 'application/x-msdownload'), [])).toBe(true)
  })
})

describe('validateFiles', () => {
  const rules = { accept: documents, maxSizeBytes: 10 * MB, multiple: true }

  it('keeps valid files and explains each rejected one', () => {
    const ok = file('agreement.pdf', 'application/pdf', 2 * MB)
    const { valid, errors } = validateFiles(
      [ok, file('notes.txt', 'text/plain'), file('scan.png', 'image/png', 11 * MB)],
      rules,
    )
    expect(valid).toEqual([ok])
    expect(errors).toEqual(['notes.txt is not a PDF, JPEG or PNG file', 'scan.png is larger than 10 MB'])
  })

  it('accepts a file of exactly the maximum size', () => {
    expect(validateFiles([file('a.pdf', 'application/pdf', 10 * MB)], rules).errors).toEqual([])
  })

  it('refuses several files when only one is allowed', () => {
    const files = [file('a.pdf', 'application/pdf'), file('b.pdf', 'application/pdf')]
    expect(validateFiles(files, { ...rules, multiple: false })).toEqual({
      valid: [],
      errors: ['Add one file at a time'],
    })
  })
})
