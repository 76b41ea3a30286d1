// The server's refusals of a map field, as the form shows them at the field.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { FormDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { serverIssueErrors } from '../../serverIssues.ts'

const form = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../../../../../examples/heritage/documents/forms/aimag-form.json', import.meta.url)),
    'utf8',
  ),
) as FormDocument
const shown = new Set(['name', 'code', 'boundary'])

/** An issue as the engine server sends it: Mongolian and English only. */
const overlap = {
  path: '/boundary',
  code: 'overlap',
  message: {
    mn_MN: 'Зурсан хэлбэр бүртгэлтэй өөр хэлбэртэй давхцаж байна',
    en_US: 'The shape overlaps a shape already recorded',
  },
}

describe('a refused shape', () => {
  it('is shown at the map field in every interface language, Korean included', () => {
    const errorsIn = (language: 'mn_MN' | 'en_US' | 'ko_KR') =>
      serverIssueErrors([overlap], form, language, shown).errorSchema
    expect(errorsIn('mn_MN')).toEqual({ boundary: { __errors: [overlap.message.mn_MN] } })
    expect(errorsIn('en_US')).toEqual({ boundary: { __errors: [overlap.message.en_US] } })
    expect(errorsIn('ko_KR')).toEqual({ boundary: { __errors: ['그린 도형이 이미 등록된 다른 도형과 겹칩니다'] } })
  })

  it('says the spec’s “site or coordinates not selected or not correct” for a malformed shape', () => {
    const invalid = { path: '/boundary', code: 'geometry', params: { problem: 'out-of-range' } }
    expect(serverIssueErrors([invalid], form, 'en_US', shown).errorSchema).toEqual({
      boundary: { __errors: ['Site or coordinates not selected or not correct'] },
    })
    expect(serverIssueErrors([invalid], form, 'mn_MN', shown).errorSchema).toEqual({
      boundary: { __errors: ['Байршил эсвэл координат сонгоогүй эсвэл буруу байна'] },
    })
  })
})
