// A server under test runs in a process of its own, so the load generator in the benchmark's
// process does not share its event loop. The child prints `BENCH_LISTENING <port>` once it
// listens; every other line it prints is passed on to stderr.

import { type ChildProcess, spawn } from 'node:child_process'
import type { Server } from 'node:http'
import { createInterface } from 'node:readline'
import { REPOSITORY_ROOT } from './benchProject.ts'

/** The line a server process prints when it listens, followed by its port. */
export const LISTENING_PREFIX = 'BENCH_LISTENING '

/** A running server process. */
export interface ServerProcess {
  name: string
  /** `http://127.0.0.1:<port>` */
  origin: string
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

/**
 * Starts `script` with tsx (workspace packages resolved to their source) and waits until it
 * listens. With BENCH_CPU_PROF=<folder> in the environment, the process writes a V8 CPU
 * profile there when it stops (open it in Chrome's DevTools or speedscope).
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const profileDir = process.env.BENCH_CPU_PROF
  const profile = profileDir === undefined || profileDir === '' ? [] : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]
  const child = spawn(
    process.execPath,
    [...profile, '--conditions=@tamga/source', '--import', 'tsx', new URL(options.script, import.meta.url).pathname],
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
  return { name: options.name, origin: `http://127.0.0.1:${port}`, stop: () => stopChild(child, exited) }
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
