import { describe, expect, it } from 'vitest'
import { iconKey } from './iconKey.ts'

describe('the icon a field names', () => {
  it('is found by antd’s component name, its kebab-case name or the plain name alike', () => {
    for (const name of ['UserOutlined', 'user-outlined', 'user', ' UserFilled ']) expect(iconKey(name)).toBe('user')
    expect(iconKey('IdcardOutlined')).toBe('idcard')
    expect(iconKey('FileTextOutlined')).toBe('file-text')
  })
})
