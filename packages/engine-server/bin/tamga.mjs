#!/usr/bin/env node
// The `tamga` command. It runs the bundled server (`dist/server/`, see serverBundle.mjs) in
// this process when the bundle is current; otherwise the TypeScript CLI through tsx, resolving
// workspace packages to their source, with signals passed on so stopping this process stops
// the server it started. `tamga start` serves with V8's heap capped (serverHeap.mjs): when Node
// was started without a heap size (`npm start` passes it, `npx tamga start` does not), the
// server runs in a child Node given one, as the sources run in tsx's.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { currentServerBundle } from './serverBundle.mjs'
import { serverHeapFlags } from './serverHeap.mjs'

/** Runs Node with `args` as this command's stand-in: same terminal, signals passed on, its exit code ours. */
function runInChild(args, env = process.env) {
  const child = spawn(process.execPath, args, { stdio: 'inherit', env })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal))
  }
  child.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal === null ? 1 : 128)
  })
}

const heapFlags = process.argv[2] === 'start' ? serverHeapFlags() : []
const bundle = process.env.TAMGA_FROM_SOURCE === '1' ? undefined : currentServerBundle()
if (bundle !== undefined && heapFlags.length === 0) await import(pathToFileURL(bundle).href)
else if (bundle !== undefined) runInChild([...process.execArgv, ...heapFlags, bundle, ...process.argv.slice(2)])
else {
  const here = dirname(fileURLToPath(import.meta.url))
  const tsx = createRequire(import.meta.url).resolve('tsx/cli')
  // tsx runs the sources in a Node of its own, which inherits NODE_OPTIONS (and not these arguments).
  const nodeOptions = [process.env.NODE_OPTIONS, ...heapFlags].filter((part) => part !== undefined && part !== '')
  runInChild(
    [
      tsx,
      '--conditions=@tamga/source',
      // tsx compiles only the files this tsconfig includes with its options: the server's own and
      // the public site's pages it renders (TSX with React's automatic runtime).
      `--tsconfig=${join(here, '..', 'tsconfig.json')}`,
      join(here, '..', 'src', 'cli', 'main.ts'),
      ...process.argv.slice(2),
    ],
    { ...process.env, NODE_OPTIONS: nodeOptions.join(' ') },
  )
}
