#!/usr/bin/env node
// The `tamga` command. It runs the bundled server (`dist/server/`, see serverBundle.mjs) in
// this process when the bundle is current; otherwise the TypeScript CLI through tsx, resolving
// workspace packages to their source, with signals passed on so stopping this process stops
// the server it started.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { currentServerBundle } from './serverBundle.mjs'

const bundle = process.env.TAMGA_FROM_SOURCE === '1' ? undefined : currentServerBundle()
if (bundle !== undefined) await import(pathToFileURL(bundle).href)
else {
  const here = dirname(fileURLToPath(import.meta.url))
  const tsx = createRequire(import.meta.url).resolve('tsx/cli')
  const child = spawn(
    process.execPath,
    [
      tsx,
      '--conditions=@tamga/source',
      // tsx compiles only the files this tsconfig includes with its options: the server's own and
      // the public site's pages it renders (TSX with React's automatic runtime).
      `--tsconfig=${join(here, '..', 'tsconfig.json')}`,
      join(here, '..', 'src', 'cli', 'main.ts'),
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit' },
  )
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal))
  }
  child.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal === null ? 1 : 128)
  })
}
