// A server under test runs in a process of its own, so the load generator in the benchmark's
// process does not share its event loop. The child prints `BENCH_LISTENING <port>` once it
// listens; every other line it prints is passed on to stderr.

import { type ChildProcess, spawn } from 'node:child_process'
import type { Server } from 'node:http'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { ensureServerBundle } from '../../packages/engine-server/bin/serverBundle.mjs'
import { serverHeapFlags } from '../../packages/engine-server/bin/serverHeap.mjs'
import { freePort } from '../../packages/engine-server/src/server/serverProcess.testing.ts'
import { REPOSITORY_ROOT } from './benchProject.ts'

/** The line a server process prints when it listens, followed by its port. */
export const LISTENING_PREFIX = 'BENCH_LISTENING '

/** A running server process. */
export interface ServerProcess {
  name: string
  /** `http://127.0.0.1:<port>` */
  origin: string
  /** The process serving (for its memory in /proc). */
  pid: number
  /** Stops it (SIGTERM, then SIGKILL after 10 s) and waits for it to exit. */
  stop(): Promise<void>
}

/** Options of {@link startServerProcess}. */
export interface ServerProcessOptions {
  /** What the benchmark calls it in its output. */
  name: string
  /** A TypeScript file under bench/support that listens on a free port and prints {@link LISTENING_PREFIX}. */
  script: string
  env: Record<string, string>
  /** @default 120 s */
  startTimeoutMs?: number
}

/** The V8 CPU-profile flags when BENCH_CPU_PROF names a folder. */
function profileFlags(): string[] {
  const folder = process.env.BENCH_CPU_PROF
  return folder === undefined || folder === '' ? [] : ['--cpu-prof', `--cpu-prof-dir=${folder}`]
}

/** Options of {@link startTamgaProcess}. */
export interface TamgaProcessOptions {
  /** DATABASE_URL, TAMGA_PROJECT, LOG_LEVEL… (PORT and HOST are chosen here). */
  env: Record<string, string>
  /** @default 'tamga' */
  name?: string
  /** @default 120 s */
  startTimeoutMs?: number
}

/**
 * Starts Tamga as `npm start` runs it in production: `tamga start` from the bundled server
 * (built first when a source changed), on a free loopback port; answers once `/api/health` does.
 */
export async function startTamgaProcess(options: TamgaProcessOptions): Promise<ServerProcess> {
  const name = options.name ?? 'tamga'
  await ensureServerBundle()
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [
      ...profileFlags(),
      // As npm start passes it (unless the benchmark's NODE_OPTIONS names a size), so the
      // server is this process and not a child the command would start with the cap.
      ...serverHeapFlags({ execArgv: [], nodeOptions: options.env.NODE_OPTIONS ?? process.env.NODE_OPTIONS }),
      join(REPOSITORY_ROOT, 'packages', 'engine-server', 'bin', 'tamga.mjs'),
      'start',
    ],
    {
      cwd: REPOSITORY_ROOT,
      env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  createInterface({ input: child.stdout }).on('line', (line) => process.stderr.write(`[${name}] ${line}\n`))
  const origin = `http://127.0.0.1:${port}`
  const until = Date.now() + (options.startTimeoutMs ?? 120_000)
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}) before serving`)
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) break
    if (Date.now() > until) {
      await stopChild(child, exited)
      throw new Error(`${name} did not serve within the time limit`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { name, origin, pid: child.pid ?? 0, stop: () => stopChild(child, exited) }
}

/**
 * Starts `script` with tsx (workspace packages resolved to their source) and waits until it
 * listens. With BENCH_CPU_PROF=<folder> in the environment, the process writes a V8 CPU
 * profile there when it stops (open it in Chrome's DevTools or speedscope).
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    [
      ...profileFlags(),
      '--conditions=@tamga/source',
      '--import',
      'tsx',
      new URL(options.script, import.meta.url).pathname,
    ],
    { cwd: REPOSITORY_ROOT, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${options.name} did not listen within the time limit`)),
      options.startTimeoutMs ?? 120_000,
    )
    const onExit = (code: number | null) => {
      clearTimeout(timer)
      reject(new Error(`${options.name} exited (${String(code)}) before listening`))
    }
    child.once('exit', onExit)
    const lines = createInterface({ input: child.stdout })
    lines.on('line', (line) => {
      if (line.startsWith(LISTENING_PREFIX)) {
        clearTimeout(timer)
        child.off('exit', onExit)
        resolve(Number(line.slice(LISTENING_PREFIX.length)))
      } else process.stderr.write(`[${options.name}] ${line}\n`)
    })
  }).catch(async (error: unknown) => {
    await stopChild(child, exited)
    throw error
  })
  return {
    name: options.name,
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: () => stopChild(child, exited),
  }
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

/**
 * Runs `serve` until SIGTERM or SIGINT, then `close`; for the server scripts this module starts.
 * Prints {@link LISTENING_PREFIX} and the port once `serve` answers it.
 */
export async function serveUntilStopped(serve: () => Promise<number>, close: () => Promise<void>): Promise<void> {
  const port = await serve()
  process.stdout.write(`${LISTENING_PREFIX}${port}\n`)
  await new Promise<void>((resolve) => {
    process.once('SIGTERM', () => resolve())
    process.once('SIGINT', () => resolve())
  })
  await close()
}

/**
 * {@link serveUntilStopped} for a bare `node:http` server: listens on a free loopback port and,
 * when stopped, closes its connections and then `release` (pools, handlers).
 */
export async function serveHttpUntilStopped(server: Server, release: () => Promise<void>): Promise<void> {
  await serveUntilStopped(
    () =>
      new Promise<number>((resolve) => {
        server.listen(0, '127.0.0.1', () => {
          const address = server.address()
          resolve(typeof address === 'object' && address !== null ? address.port : 0)
        })
      }),
    async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await release()
    },
  )
}
