import type { FormField } from '@tamga/schema'
import { uploadIdsIn } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { fileFieldValue } from './fileFieldValue.ts'
import { CFB, PDF, PNG } from './testing.ts'
import {
  acceptsType,
  contentDisposition,
  detectUploadType,
  isUploadField,
  takesUploads,
  type UploadField,
  uploadFileName,
  uploadRules,
} from './uploadType.ts'

const field = (widget: 'file' | 'image', file?: FormField['file']): UploadField => ({
  name: 'attachment',
  widget,
  ...(file === undefined ? {} : { file }),
})

describe('upload rules from a field’s file settings', () => {
  it('takes the document’s size in KiB and its count for a multiple field', () => {
    const rules = uploadRules(field('file', { multiple: true, maxCount: 5, maxSizeKb: 10240, accept: ['.pdf'] }))
    expect(rules).toEqual({ widget: 'file', accept: ['.pdf'], maxBytes: 10 * 1024 * 1024, maxCount: 5 })
  })

  it('gives a field without limits the server’s ceilings, and a single field one file', () => {
    expect(uploadRules(field('image'))).toEqual({
      widget: 'image',
      accept: undefined,
      maxBytes: 20 * 1024 * 1024,
      maxCount: 1,
    })
    expect(uploadRules(field('file', { maxCount: 4 })).maxCount).toBe(1)
    expect(uploadRules(field('file', { multiple: true })).maxCount).toBe(10)
  })

  it('never lets a document raise the server’s ceiling', () => {
    const rules = uploadRules(field('file', { multiple: true, maxCount: 500, maxSizeKb: 1_000_000 }), {
      maxFileBytes: 1024,
      maxFiles: 3,
    })
    expect(rules.maxBytes).toBe(1024)
    expect(rules.maxCount).toBe(3)
  })

  it('knows file and image fields from the rest', () => {
    expect(isUploadField(field('file'))).toBe(true)
    expect(isUploadField(field('image'))).toBe(true)
    expect(isUploadField({ name: 'title', widget: 'text' })).toBe(false)
  })

  it('takes one picture at a time for a rich-text field, as an image field within the server’s ceiling', () => {
    const body = { name: 'body', widget: 'rich-text' } as const
    expect(takesUploads(body)).toBe(true)
    // Its text keeps addresses, never upload ids: the record's value is not read as uploads.
    expect(isUploadField(body)).toBe(false)
    expect(takesUploads({ name: 'title', widget: 'text' })).toBe(false)
    expect(uploadRules(body)).toEqual({ widget: 'image', accept: undefined, maxBytes: 20 * 1024 * 1024, maxCount: 1 })
    expect(uploadRules(body, { maxFileBytes: 2048, maxFiles: 3 })).toMatchObject({ maxBytes: 2048, maxCount: 1 })
  })
})

describe('an upload’s type, judged by its content', () => {
  it('calls PDF bytes a PDF whatever their name, so an image field refuses them', async () => {
    expect(await detectUploadType(PDF, 'photo.png', { widget: 'file', accept: undefined })).toEqual({
      mediaType: 'application/pdf',
      extension: 'pdf',
    })
    expect(await detectUploadType(PDF, 'photo.png', { widget: 'image', accept: undefined })).toBeUndefined()
    expect(await detectUploadType(PDF, 'photo.png', { widget: 'file', accept: ['image/*'] })).toBeUndefined()
  })

  it('matches accept by media type, wildcard and extension, with the usual spellings', () => {
    const png = { mediaType: 'image/png', extension: 'png' }
    const jpeg = { mediaType: 'image/jpeg', extension: 'jpg' }
    expect(acceptsType(['image/*'], png)).toBe(true)
    expect(acceptsType(['application/pdf'], png)).toBe(false)
    expect(acceptsType(['.PNG'], png)).toBe(true)
    expect(acceptsType(['.jpeg'], jpeg)).toBe(true)
    expect(acceptsType(['image/jpg'], jpeg)).toBe(true)
    expect(acceptsType(undefined, png)).toBe(true)
  })

  it('tells a .doc from other Office containers by its name only when its content is one', async () => {
    const rules = { widget: 'file' as const, accept: ['.pdf', '.doc', '.docx'] }
    expect(await detectUploadType(CFB, 'Өргөдөл.doc', rules)).toEqual({
      mediaType: 'application/msword',
      extension: 'doc',
    })
    expect(await detectUploadType(CFB, 'table.xls', rules)).toBeUndefined()
    expect(await detectUploadType(PNG, 'letter.doc', rules)).toBeUndefined()
  })

  it('takes unknown bytes only as UTF-8 text, and only where text is accepted', async () => {
    const csv = Buffer.from('нэр,тоо\nБат,3\n')
    expect(await detectUploadType(csv, 'list.csv', { widget: 'file', accept: ['.csv'] })).toEqual({
      mediaType: 'text/csv',
      extension: 'csv',
    })
    expect(await detectUploadType(csv, 'list.csv', { widget: 'file', accept: ['.pdf'] })).toBeUndefined()
    expect(await detectUploadType(csv, 'list.csv', { widget: 'image', accept: undefined })).toBeUndefined()
    // An SVG is text to the server: never an image a browser would run scripts in.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    expect(await detectUploadType(svg, 'logo.svg', { widget: 'file', accept: ['image/*'] })).toBeUndefined()
    expect(await detectUploadType(svg, 'logo.svg', { widget: 'file', accept: undefined })).toEqual({
      mediaType: 'text/plain',
      extension: 'txt',
    })
    const binary = Buffer.from([0x00, 0xff, 0x13, 0x37, 0x00, 0x42])
    expect(await detectUploadType(binary, 'x.txt', { widget: 'file', accept: undefined })).toBeUndefined()
  })
})

describe('serving an upload', () => {
  it('shows images and PDF inline and offers everything else as a download, with a UTF-8 name', () => {
    expect(contentDisposition('image/png', 'a.png')).toBe(`inline; filename="a.png"; filename*=UTF-8''a.png`)
    expect(contentDisposition('application/pdf', 'Өргөдөл (1).pdf')).toBe(
      `inline; filename="_______ (1).pdf"; filename*=UTF-8''%D3%A8%D1%80%D0%B3%D3%A9%D0%B4%D3%A9%D0%BB%20%281%29.pdf`,
    )
    expect(contentDisposition('text/plain', 'say "hi".txt')).toBe(
      `attachment; filename="say _hi_.txt"; filename*=UTF-8''say%20%22hi%22.txt`,
    )
  })

  it('keeps only the last segment of a sent name, without control characters', () => {
    expect(uploadFileName('C:\\fakepath\\зураг.png')).toBe('зураг.png')
    expect(uploadFileName('../../etc/passwd')).toBe('passwd')
    expect(uploadFileName('a\u0000b\r\n.pdf')).toBe('ab.pdf')
    expect(uploadFileName('')).toBe('file')
    expect([...uploadFileName(`${'ө'.repeat(300)}.pdf`)]).toHaveLength(255)
  })
})

describe('the value a file field stores', () => {
  const a = '0b0e4a4c-3f34-4a8e-9a55-0c5a4a3d7f01'
  const b = '9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f'
  const single = field('image')
  const multiple = field('file', { multiple: true, maxCount: 5 })

  it('is the id for a single field and null for none', () => {
    expect(fileFieldValue(single, { name: 'image', type: 'text' }, [a])).toBe(a)
    expect(fileFieldValue(single, { name: 'image', type: 'uuid' }, [])).toBeNull()
  })

  it('is an array in a json column and JSON text in a text column for a multiple field, read back alike', () => {
    expect(fileFieldValue(multiple, { name: 'attachment', type: 'jsonb' }, [a, b])).toEqual([a, b])
    const text = fileFieldValue(multiple, { name: 'attachment', type: 'text' }, [a, b])
    expect(text).toBe(JSON.stringify([a, b]))
    expect(uploadIdsIn(text)).toEqual([a, b])
    expect(uploadIdsIn([a, b])).toEqual([a, b])
    expect(uploadIdsIn(a.toUpperCase())).toEqual([a])
    expect(uploadIdsIn('not an id')).toEqual([])
    expect(uploadIdsIn(42)).toEqual([])
  })
})
