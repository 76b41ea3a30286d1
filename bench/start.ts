// Cold start of `tamga start` on PGlite: from spawning the process to the first answer of
// GET /api/lambda-config, with a new data folder (migrate + seed) and with an existing one.
// Prints its figures; asserts nothing.
//
//   npm run bench:start
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const RUNS = Number(process.env.RUNS ?? 3)
const PORT = 18_080

async function firstAnswer(child: ChildProcess, url: string, deadline: number): Promise<void> {
  let exited = false
  child.once('exit', () => {
    exited = true
  })
  while (Date.now() < deadline) {
    if (exited) throw new Error('the server exited before answering')
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`no answer from ${url} within the deadline`)
}

async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now()
  const child = spawn(process.execPath, [join(root, 'packages/engine-server/bin/tamga.mjs'), 'start'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await firstAnswer(child, `http://127.0.0.1:${PORT}/api/lambda-config`, Date.now() + 60_000)
    return performance.now() - started
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
}

const stats = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
  const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`
  console.log(
    `${label.padEnd(40)} median ${fmt(median)}  min ${fmt(sorted[0] ?? Number.NaN)}  max ${fmt(sorted.at(-1) ?? Number.NaN)}  (${times.length} runs)`,
  )
}

const cold: number[] = []
const warm: number[] = []
for (let run = 0; run < RUNS; run += 1) {
  const dataDir = await mkdtemp(join(tmpdir(), 'tamga-bench-start-'))
  try {
    cold.push(await timeStart(dataDir))
    warm.push(await timeStart(dataDir))
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}
console.log(`node ${process.version}, PGlite, examples/heritage, time to the first answer of /api/lambda-config\n`)
stats('new data folder (migrate, seed, serve)', cold)
stats('existing data folder (serve)', warm)
