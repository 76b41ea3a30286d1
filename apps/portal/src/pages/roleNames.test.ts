import { describe, expect, it } from 'vitest'
import { roleChoices, roleDisplayName } from './roleNames.ts'

describe('roleChoices', () => {
  it('offers each role once in the server’s order', () => {
    expect(roleChoices({ role: 4, roles: [3, 4, 4] })).toEqual([3, 4])
  })

  it('adds the active role when the list lacks it', () => {
    expect(roleChoices({ role: 1, roles: [3] })).toEqual([1, 3])
  })
})

describe('roleDisplayName', () => {
  const user = {
    role_names: [
      { id: 3, display_name: { mn_MN: 'Ажилтан', en_US: 'Staff', ko_KR: '직원' } },
      { id: 4, display_name: { mn_MN: 'Зөвлөлийн гишүүн', en_US: '' } },
      { id: 5, display_name: 'Өргөдөл гаргагч' },
    ],
  }

  it('names a role by its display name in the interface language', () => {
    expect(roleDisplayName(user, 3, 'mn_MN')).toBe('Ажилтан')
    expect(roleDisplayName(user, 3, 'en_US')).toBe('Staff')
    expect(roleDisplayName(user, 3, 'ko_KR')).toBe('직원')
  })

  it('falls back to Mongolian where the name has no text in the language, and to one text for all', () => {
    expect(roleDisplayName(user, 4, 'en_US')).toBe('Зөвлөлийн гишүүн')
    expect(roleDisplayName(user, 5, 'ko_KR')).toBe('Өргөдөл гаргагч')
  })

  it('names no role the session does not name', () => {
    expect(roleDisplayName(user, 9, 'mn_MN')).toBeUndefined()
  })
})
