import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { freePort } from '../../../packages/engine-server/src/server/serverProcess.testing.ts'

/**
 * Starts `tamga start` as its own process, the way `npm start` runs it, on a free loopback port
 * with the given environment, and waits until it answers `/api/health`.
 */
export async function startServer(env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort()
  const bin = resolve(import.meta.dirname, '../../../packages/engine-server/bin/tamga.mjs')
  const child: ChildProcess = spawn(process.execPath, [bin, 'start'], {
    // NODE_ENV is vitest's `test` here, which no one starts the server with (React renders the
    // public site in its development mode under it): it is left out, as `npm start` leaves it.
    env: {
      ...process.env,
      ...env,
      NODE_ENV: undefined,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const url = `http://127.0.0.1:${port}`
  const until = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`tamga start exited with ${child.exitCode}:\n${output}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`tamga start did not serve within 90 s:\n${output}`)
    await new Promise((wake) => setTimeout(wake, 200))
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolveExit) => child.once('exit', resolveExit))
      child.kill('SIGTERM')
      await exited
    },
  }
}
