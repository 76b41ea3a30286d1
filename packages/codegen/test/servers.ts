// What the codegen tests that start real servers share: the test PostgreSQL server and a
// database of a test's own on it, a free loopback port, and a server process that is waited
// for until it answers and stopped with SIGTERM.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { commandWorks } from './goProject.ts'

/** The test PostgreSQL server every database test uses (vitest.config.ts names it). */
export const POSTGRES = process.env.TAMGA_TEST_DATABASE_URL ?? ''

/** The URL of `database` on the test server. */
export function databaseUrl(database: string): string {
  const url = new URL(POSTGRES)
  url.pathname = `/${database}`
  return url.toString()
}

/** Whether the test PostgreSQL server is set and answers. */
export function hasPostgres(): boolean {
  return POSTGRES !== '' && commandWorks('psql', [databaseUrl('postgres'), '-tAc', 'select 1'])
}

/** Runs one statement in `database` and answers its output, trimmed. */
export function psql(database: string, statement: string): string {
  return execFileSync('psql', [databaseUrl(database), '-v', 'ON_ERROR_STOP=1', '-tAqc', statement], {
    encoding: 'utf8',
  }).trim()
}

/** A SQL string literal of text. */
export function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject()))
    })
  })
}

/** A server process a test started. */
export interface StartedServer {
  child: ChildProcess
  /** Everything it printed so far. */
  output: () => string
  /** Stops it with SIGTERM and answers its exit code. */
  stop: () => Promise<number | null>
}

/**
 * Starts `command` and waits until `health` answers 2xx, failing with what the process printed
 * when it exits first or does not answer within `seconds`.
 */
export async function startServer(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  health: string,
  seconds = 60,
): Promise<StartedServer> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += String(chunk)))
  child.stderr?.on('data', (chunk) => (output += String(chunk)))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode
    const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)))
    child.kill('SIGTERM')
    return exited
  }
  const deadline = Date.now() + seconds * 1000
  for (;;) {
    try {
      if ((await fetch(health)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop()
      throw new Error(`${command} did not start:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { child, output: () => output, stop }
}
