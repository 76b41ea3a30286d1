// `tamga start` as a process of its own, for tests of what only a real process shows: several
// instances starting together, a stop on SIGTERM. It runs the CLI's sources through tsx in one
// Node process (bin/tamga.mjs would put tsx's own process between), so a test sees the code it
// sits beside without a build, and a signal sent to the child reaches the server itself.
import { type ChildProcess, spawn } from 'node:child_process'
import { cp, mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const packageDir = join(import.meta.dirname, '..', '..')

/** A running `tamga start`. */
export interface TamgaProcess {
  /** `http://127.0.0.1:<port>` */
  url: string
  child: ChildProcess
  /** Everything it printed so far. */
  output(): string
  /** Resolves with the exit code when the process exits. */
  exited: Promise<number | null>
  /** SIGKILL, if it still runs. */
  kill(): void
}

/**
 * A new scratch folder for servers started by a test: `portal/` a stand-in for the portal's build
 * (an index.html; the tests are not about it) and `project/` a copy of the heritage example.
 */
export async function serverScratch(prefix: string): Promise<{ folder: string; portal: string; project: string }> {
  const folder = await mkdtemp(join(tmpdir(), prefix))
  const portal = join(folder, 'portal')
  await mkdir(portal)
  await writeFile(join(portal, 'index.html'), '<!doctype html><html lang="mn"><title>Tamga</title></html>')
  const project = join(folder, 'project')
  await cp(join(packageDir, '..', '..', 'examples', 'heritage'), project, { recursive: true })
  return { folder, portal, project }
}

/** A free loopback port, from the operating system. */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const address = probe.address()
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  if (address === null || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/** Starts `tamga start` on a free port with `env`; does not wait for it (see {@link waitUntilReady}). */
export async function spawnTamga(env: Record<string, string>): Promise<TamgaProcess> {
  const port = await freePort()
  const main = join(packageDir, 'src', 'cli', 'main.ts')
  const child = spawn(process.execPath, ['--conditions=@tamga/source', '--import', 'tsx', main, 'start'], {
    env: {
      ...process.env,
      NODE_ENV: undefined,
      LOG_LEVEL: 'warn',
      // tsx compiles the public site's pages (TSX) with the server's options, as bin/tamga.mjs has it.
      TSX_TSCONFIG_PATH: join(packageDir, 'tsconfig.json'),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    },
  }
}

/** Waits until `GET /api/health/ready` answers 200; throws with the process's output if it exits or `timeoutMs` passes. */
export async function waitUntilReady(server: TamgaProcess, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs
  for (;;) {
    if (server.child.exitCode !== null) {
      throw new Error(`tamga start exited with ${server.child.exitCode}:\n${server.output()}`)
    }
    const ready = await fetch(`${server.url}/api/health/ready`).then(
      (response) => response.status === 200,
      () => false,
    )
    if (ready) return
    if (Date.now() > until) throw new Error(`tamga start was not ready within ${timeoutMs} ms:\n${server.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
