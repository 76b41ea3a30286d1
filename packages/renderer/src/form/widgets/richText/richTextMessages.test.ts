import { describe, expect, it } from 'vitest'
import { richTextMessage } from './richTextMessages.ts'

describe('the rich-text editor’s own words', () => {
  it('use spec 5’s only-images alert verbatim in Mongolian', () => {
    expect(richTextMessage('onlyImages', 'mn_MN')).toBe('зөвхөн зураг оруулна уу!')
  })

  it('fill the heading level in every language', () => {
    expect(richTextMessage('heading', 'mn_MN', { level: 2 })).toBe('Гарчиг 2')
    expect(richTextMessage('heading', 'en_US', { level: 2 })).toBe('Heading 2')
    expect(richTextMessage('heading', 'ko_KR', { level: 2 })).toBe('제목 2')
  })
})
