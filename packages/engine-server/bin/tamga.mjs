#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, resolving workspace packages to their source. Signals
// are passed on, so stopping this process stops the server it started.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const tsx = createRequire(import.meta.url).resolve('tsx/cli')
const child = spawn(
  process.execPath,
  [tsx, '--conditions=@tamga/source', join(here, '..', 'src', 'cli', 'main.ts'), ...process.argv.slice(2)],
  { stdio: 'inherit' },
)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal))
}
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal === null ? 1 : 128)
})
