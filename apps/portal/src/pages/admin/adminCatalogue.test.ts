import { describe, expect, it } from 'vitest'
import { admin } from '../../i18n/catalogues/admin.ts'

describe('the admin catalogue', () => {
  it('uses the spec’s words for a wrong password and the project’s static words for shared keys', () => {
    expect(admin.currentPasswordWrong.mn_MN).toBe('Нууц үг буруу байна')
    expect(admin.username.mn_MN).toBe('Нэвтрэх нэр')
    expect(admin.passwordConfirm.mn_MN).toBe('Нууц үг баталгаажуулах')
  })
})
