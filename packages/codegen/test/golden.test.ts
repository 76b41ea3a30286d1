// Golden files (issue 11): the Laravel and Go projects of examples/heritage are kept under
// test/golden/, so a change to the generators shows as a readable diff of the generated code.
// `UPDATE_GOLDEN=1 npx vitest run packages/codegen/test/golden.test.ts` rewrites them.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadProject } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { generateProject, TARGETS } from '../src/index.ts'
import { heritageProject, projectFiles, REPOSITORY_ROOT } from './readProject.ts'

const goldenRoot = fileURLToPath(new URL('./golden/', import.meta.url))

function readGolden(folder: string): Map<string, string> {
  const files = new Map<string, string>()
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    files.set(relative(folder, path).split('\\').join('/'), readFileSync(path, 'utf8'))
  }
  return files
}

describe.each(TARGETS)('the %s project of examples/heritage', (target) => {
  const folder = join(goldenRoot, target)
  const tree = generateProject(heritageProject(), target)

  if (process.env.UPDATE_GOLDEN === '1') {
    rmSync(folder, { recursive: true, force: true })
    for (const [path, contents] of tree) {
      mkdirSync(dirname(join(folder, path)), { recursive: true })
      writeFileSync(join(folder, path), contents)
    }
  }

  it('is the golden project, file for file', () => {
    const golden = readGolden(folder)
    expect([...tree.keys()]).toEqual([...golden.keys()].sort())
    for (const [path, contents] of tree) expect(contents, path).toBe(golden.get(path))
  })

  it('does not depend on the order the documents were read in', () => {
    const files = projectFiles(join(REPOSITORY_ROOT, 'examples', 'heritage')).reverse()
    const { project } = loadProject(files)
    if (project === undefined) throw new Error('heritage does not load')
    expect(generateProject(project, target)).toEqual(tree)
  })
})
