import { describe, expect, it } from 'vitest'
import { formMessage } from './formMessages.ts'

describe('the form’s own words', () => {
  it('say spec 5’s "no changes reported" in the three interface languages', () => {
    expect(formMessage('noChanges', 'mn_MN')).toBe('Өөрчлөлт оруулаагүй байна')
    expect(formMessage('noChanges', 'en_US')).toBe('No changes reported')
    expect(formMessage('noChanges', 'ko_KR')).toBe('변경 사항이 없습니다')
  })

  it('fill their placeholders, and leave unknown ones visible', () => {
    expect(formMessage('fileTooLarge', 'en_US', { limit: '1 MB' })).toBe('The file is larger than 1 MB')
    expect(formMessage('chooseParentFirst', 'mn_MN', { parent: 'Аймаг' })).toBe('Эхлээд "Аймаг" талбарыг сонгоно уу')
    expect(formMessage('fileTooLarge', 'en_US')).toBe('The file is larger than {{limit}}')
  })
})
