#!/usr/bin/env node
// Type-checks every workspace project that has a tsconfig.json, one `tsc --noEmit -p` each, as
// many at once as the machine has cores (tsc uses one), each one's output printed as it ends.
// Each keeps what it learnt in node_modules/.cache/tamga-typecheck (tsc's incremental build
// info): a second run re-checks only what changed (a minute instead of three here). With
// `--low-priority` it runs, and its tsc processes with it, at the lowest scheduling priority, so
// it takes only the processor time the tests beside it leave idle (`npm test`).
import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { availableParallelism, setPriority } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
// Children inherit the priority: every tsc started below runs at it too.
if (process.argv.includes('--low-priority')) setPriority(19)
const projects = ['packages', 'apps', 'examples']
  .filter((group) => existsSync(join(root, group)))
  .flatMap((group) => readdirSync(join(root, group)).map((name) => join(group, name)))
  .concat(['bench'])
  .flatMap((dir) => ['tsconfig.json', 'tsconfig.test.json'].map((file) => join(dir, file)))
  .filter((config) => existsSync(join(root, config)))
if (existsSync(join(root, 'tsconfig.json'))) projects.push('tsconfig.json')

const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc')
const cache = join(root, 'node_modules', '.cache', 'tamga-typecheck')
function check(project) {
  const buildInfo = join(cache, `${project.replaceAll(/[\\/]/g, '_')}.tsbuildinfo`)
  return new Promise((resolve) => {
    const args = [tsc, '--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo, '-p', join(root, project)]
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (status) => {
      if (status === 0) console.log(`  ${project}: ok`)
      else process.stdout.write(`${output}  ${project}: failed\n`)
      resolve(status === 0)
    })
  })
}

const queue = [...projects]
let failed = 0
const worker = async () => {
  for (let project = queue.shift(); project !== undefined; project = queue.shift()) {
    if (!(await check(project))) failed += 1
  }
}
await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), 4)) }, worker))
process.exit(failed === 0 ? 0 : 1)
