import { describe, expect, it } from 'vitest'
import { localizedFrom, textsOf } from './localizedText.ts'

describe('the localized text boxes', () => {
  it('read a plain string as its Mongolian and leave out empty languages', () => {
    expect(textsOf('Нэр')).toEqual({ mn_MN: 'Нэр' })
    expect(localizedFrom({ mn_MN: 'Нэр', en_US: '', ko_KR: undefined })).toEqual({ mn_MN: 'Нэр' })
  })

  it('make nothing of three empty boxes, so an optional title is left out', () => {
    expect(localizedFrom({ mn_MN: '', en_US: '' })).toBeUndefined()
  })
})
