import { describe, expect, it } from 'vitest'
import { uploadEntries } from '../uploadValue.ts'
import { storedUploadFiles, unnamedUploadIds, uploadAddress, uploadNameOf } from './storedUploads.ts'

const A = '0b6f4a5e-1c2d-4e3f-8a9b-0c1d2e3f4a5b'
const B = '1c7a5b6f-2d3e-4f40-9bac-1d2e3f4a5b6c'

describe('the files of a stored record a file or image field shows', () => {
  it('reads each upload at its address under the records API, as the grid does', () => {
    expect(uploadAddress('field-samples', A)).toBe(`/api/records/field-samples/uploads/${A}`)
    expect(uploadAddress('news', A.toUpperCase(), '/base')).toBe(`/base/records/news/uploads/${A}`)
  })

  it('gives a stored id its address, so a picture shows, and the name the server keeps once known', () => {
    const files = storedUploadFiles(JSON.stringify([A, B]), new Map(), 'news', new Map([[A, 'хавсралт.txt']]))
    expect(uploadEntries(JSON.stringify([A, B]), files)).toEqual([
      { key: A, id: A, name: 'хавсралт.txt', url: `/api/records/news/uploads/${A}` },
      { key: B, id: B, name: B.slice(0, 8), url: `/api/records/news/uploads/${B}` },
    ])
  })

  it('keeps what the form learned when it uploaded a file itself', () => {
    const known = new Map([[A, { id: A, name: 'зураг.png', url: `/api/records/news/uploads/${A}` }]])
    expect(storedUploadFiles(A, known, 'news', new Map([[A, 'other.png']])).get(A)).toEqual(known.get(A))
    expect(unnamedUploadIds([A, B], known, new Map())).toEqual([B])
    expect(unnamedUploadIds([A, B], known, new Map([[B, 'b.pdf']]))).toEqual([])
  })

  it('leaves an older path alone: it is its own address', () => {
    expect(storedUploadFiles('/uploads/bearers/7.jpg', new Map(), 'news', new Map()).size).toBe(0)
    expect(unnamedUploadIds('/uploads/bearers/7.jpg', new Map(), new Map())).toEqual([])
  })

  it('names an upload by the UTF-8 name of its Content-Disposition, or not at all', () => {
    expect(
      uploadNameOf(
        `inline; filename="______.png"; filename*=UTF-8''%D0%B4%D1%8D%D1%8D%D0%B6-%D0%B7%D1%83%D1%80%D0%B0%D0%B3.png`,
      ),
    ).toBe('дээж-зураг.png')
    expect(uploadNameOf('attachment; filename="notes.txt"')).toBe('notes.txt')
    expect(uploadNameOf(null)).toBeUndefined()
    expect(uploadNameOf('inline')).toBeUndefined()
  })
})
