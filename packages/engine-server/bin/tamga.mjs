#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, resolving workspace packages to their source.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const tsx = createRequire(import.meta.url).resolve('tsx/cli')
const result = spawnSync(
  process.execPath,
  [tsx, '--conditions=@tamga/source', join(here, '..', 'src', 'cli', 'main.ts'), ...process.argv.slice(2)],
  { stdio: 'inherit' },
)
process.exit(result.status ?? 1)
