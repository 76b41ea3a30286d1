import { uploadIdsIn } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import {
  exceedsSize,
  fileFieldValue,
  sizeLimitText,
  uploadAnswerFiles,
  uploadEntries,
  uploadPercent,
} from './uploadValue.ts'

const A = '0b6f4a5e-1c2d-4e3f-8a9b-0c1d2e3f4a5b'
const B = '1c7a5b6f-2d3e-4f40-9bac-1d2e3f4a5b6c'

describe('the value a file or image field stores', () => {
  it('is the id for a single field, whatever the column', () => {
    expect(fileFieldValue([A], { multiple: false, valueType: 'string' })).toBe(A)
    expect(fileFieldValue([A], { multiple: false, valueType: undefined })).toBe(A)
  })

  it('is the list for a multiple field over a json column, the list as JSON text over a text column', () => {
    expect(fileFieldValue([A, B], { multiple: true, valueType: undefined })).toEqual([A, B])
    expect(fileFieldValue([A, B], { multiple: true, valueType: 'string' })).toBe(JSON.stringify([A, B]))
  })

  it('is null with no file', () => {
    expect(fileFieldValue([], { multiple: true, valueType: undefined })).toBeNull()
  })

  it('names its upload ids back in every shape it is stored in', () => {
    for (const multiple of [false, true]) {
      for (const valueType of ['string', undefined] as const) {
        const ids = multiple ? [A, B] : [A]
        expect(uploadIdsIn(fileFieldValue(ids, { multiple, valueType }))).toEqual(ids)
      }
    }
    expect(uploadIdsIn(A.toUpperCase())).toEqual([A])
    expect(uploadIdsIn('/uploads/photo.jpg')).toEqual([])
    expect(uploadIdsIn(['not-an-id', A])).toEqual([A])
    expect(uploadIdsIn(null)).toEqual([])
  })
})

describe('the files a field shows', () => {
  it('are its uploads, named as they were uploaded, or by the start of their id', () => {
    const known = new Map([[A, { id: A, name: 'portrait.jpg', url: `/api/records/x/uploads/${A}` }]])
    expect(uploadEntries([A, B], known)).toEqual([
      { key: A, id: A, name: 'portrait.jpg', url: `/api/records/x/uploads/${A}` },
      { key: B, id: B, name: B.slice(0, 8) },
    ])
  })

  it('are an older path or address shown as a link to itself', () => {
    expect(uploadEntries('/uploads/bearers/7.jpg')).toEqual([
      { key: '/uploads/bearers/7.jpg', name: '7.jpg', url: '/uploads/bearers/7.jpg' },
    ])
    expect(uploadEntries('')).toEqual([])
  })
})

describe('an upload', () => {
  it('answers the files the uploads route stored, skipping malformed ones', () => {
    const answer = {
      status: true,
      files: [
        { id: A, name: 'a.pdf', mediaType: 'application/pdf', size: 10, url: '/api/records/x/uploads/a' },
        { name: 'no id' },
      ],
    }
    expect(uploadAnswerFiles(answer)).toEqual([{ id: A, name: 'a.pdf', url: '/api/records/x/uploads/a' }])
    expect(uploadAnswerFiles({ status: false })).toEqual([])
  })

  it('is refused before sending when larger than the field allows', () => {
    expect(exceedsSize(1024 * 1024, 1024)).toBe(false)
    expect(exceedsSize(1024 * 1024 + 1, 1024)).toBe(true)
    expect(exceedsSize(10 ** 9, undefined)).toBe(false)
    expect(sizeLimitText(1024)).toBe('1 MB')
    expect(sizeLimitText(500)).toBe('500 KB')
  })

  it('reports its progress as a whole percentage', () => {
    expect(uploadPercent(1, 3)).toBe(33)
    expect(uploadPercent(5, 0)).toBe(0)
    expect(uploadPercent(7, 5)).toBe(100)
  })
})
