#!/usr/bin/env node
// Type-checks every workspace project that has a tsconfig.json, one `tsc --noEmit -p` each.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const projects = ['packages', 'apps', 'examples']
  .filter((group) => existsSync(join(root, group)))
  .flatMap((group) => readdirSync(join(root, group)).map((name) => join(group, name)))
  .concat(['bench'])
  .flatMap((dir) => ['tsconfig.json', 'tsconfig.test.json'].map((file) => join(dir, file)))
  .filter((config) => existsSync(join(root, config)))
if (existsSync(join(root, 'tsconfig.json'))) projects.push('tsconfig.json')

const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc')
let failed = 0
for (const project of projects) {
  const result = spawnSync(process.execPath, [tsc, '--noEmit', '-p', join(root, project)], { stdio: 'inherit' })
  if (result.status !== 0) failed += 1
  else console.log(`  ${project}: ok`)
}
process.exit(failed === 0 ? 0 : 1)
