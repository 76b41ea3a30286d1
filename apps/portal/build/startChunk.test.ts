import { describe, expect, it } from 'vitest'
import { staticallyImported } from './startChunk.ts'

describe('staticallyImported', () => {
  it('follows static imports from the entry, through cycles, and leaves out styles and what nothing imports', () => {
    const imports = new Map<string, string[]>([
      ['/main.tsx', ['/App.tsx', '/styles.css']],
      ['/App.tsx', ['/react.js', '/routes.tsx']],
      ['/routes.tsx', ['/App.tsx']],
      ['/LoginPage.tsx', ['/react.js', '/antd.js']],
    ])
    expect([...staticallyImported('/main.tsx', imports)].sort()).toEqual([
      '/App.tsx',
      '/main.tsx',
      '/react.js',
      '/routes.tsx',
    ])
  })
})
