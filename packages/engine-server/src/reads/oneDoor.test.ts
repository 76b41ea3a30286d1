import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const SOURCE = join(import.meta.dirname, '..')

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true })
  const files = await Promise.all(
    entries.map((entry) => {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) return sourceFiles(path)
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
    }),
  )
  return files.flat()
}

/** The modules of the server that use `name` (call it, not only name it in a comment). */
async function usersOf(name: string): Promise<string[]> {
  const users: string[] = []
  for (const file of await sourceFiles(SOURCE)) {
    const text = await readFile(file, 'utf8')
    if (new RegExp(`\\b${name}\\(`).test(text)) users.push(relative(SOURCE, file))
  }
  return users.sort()
}

// ARCHITECTURE.md, "One door": access is applied to a read once, by the read compiler. These
// checks fail when a path starts turning row conditions into SQL of its own again.
describe('the one door to the rows', () => {
  it('turns row conditions into SQL in one module', async () => {
    expect(await usersOf('rowConditionSql')).toEqual(['reads/readAccess.ts', 'reads/rowConditions.ts'])
  })

  it('applies access to reads in the read compiler, and to writes only where they name their row', async () => {
    expect(await usersOf('accessCondition')).toEqual([
      'reads/compileRead.ts',
      'reads/readAccess.ts',
      // An update or delete names its row with the same access its read has.
      'records/rowOperations.ts',
    ])
  })
})
