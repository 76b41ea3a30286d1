import { FileOutlined, HomeOutlined } from '@ant-design/icons'
import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { MENU_ICON_NAMES, menuIcon } from './menuIcons.tsx'

describe('menu icons', () => {
  it('draws a known name with its own icon, an unknown one with the file icon, none with nothing', () => {
    expect((menuIcon('home') as ReactElement).type).toBe(HomeOutlined)
    expect((menuIcon('no-such-icon') as ReactElement).type).toBe(FileOutlined)
    expect(menuIcon(undefined)).toBeUndefined()
  })

  it('offers every name it draws', () => {
    expect(MENU_ICON_NAMES).toContain('home')
    for (const name of MENU_ICON_NAMES) expect((menuIcon(name) as ReactElement).type).not.toBe(FileOutlined)
  })
})
