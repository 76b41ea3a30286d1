// Start-up of the `tamga` command as `npm start` runs it (the bundled server, built first when
// a source changed, as npm start does): `tamga --help`, then `tamga start` on PGlite from
// spawning the process to the first answer of GET /api/lambda-config, with a new data folder
// (migrate, import, seed) and with an existing one. A new folder is unpacked from the PGlite
// snapshot in node_modules/.cache/tamga when there is one (the output says whether there was);
// the first run without one runs initdb and leaves it. Node is given the heap cap npm start
// gives it (bin/serverHeap.mjs). Each start runs at LOG_LEVEL=debug, which
// makes it print how long each phase took; their medians follow the totals. The CPU seconds the
// process used are printed beside the wall time: on a machine others are using too, they move
// less than the wall time does. Prints its figures; asserts nothing.
//
//   npm run bench:start          (RUNS=5 for more runs; 3 by default)
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureServerBundle } from '../packages/engine-server/bin/serverBundle.mjs'
import { serverHeapFlags } from '../packages/engine-server/bin/serverHeap.mjs'
import { defaultSnapshotCacheDir, snapshotFileIn } from '../packages/engine-server/src/db/pgliteFolder.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = join(root, 'packages/engine-server/bin/tamga.mjs')
const RUNS = Number(process.env.RUNS ?? 3)
const HELP_RUNS = 7
const PORT = 18_080

/** One timed run: wall and CPU seconds, and the phases the server reported. */
interface Run {
  wallMs: number
  cpuMs: number | undefined
  phases: Map<string, number>
}

/** The CPU time a process has used so far (Linux's /proc), or undefined where there is none. */
function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // utime and stime, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) / 100) * 1000
  } catch {
    return undefined
  }
}

/** `name 12 ms, other 34 ms` as the start command prints it at LOG_LEVEL=debug. */
function parsePhases(line: string): Map<string, number> {
  const phases = new Map<string, number>()
  for (const part of line.slice(line.indexOf('start-up:') + 'start-up:'.length).split(',')) {
    const match = /^\s*(.+?) (\d+) ms\s*$/.exec(part)
    if (match?.[1] !== undefined) phases.set(match[1], Number(match[2]))
  }
  return phases
}

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

async function timeStart(dataDir: string): Promise<Run> {
  // Checked before each run: an edit meanwhile would have the command run the sources with tsx.
  await ensureServerBundle()
  const started = performance.now()
  // With the heap cap npm start gives Node, so the server is this process, not a child of it.
  const child = spawn(process.execPath, [...serverHeapFlags(), bin, 'start'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'debug', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  try {
    await firstAnswer(child, `http://127.0.0.1:${PORT}/api/lambda-config`, Date.now() + 120_000)
    const wallMs = performance.now() - started
    const cpuMs = cpuMsOf(child.pid)
    const line = output.split('\n').find((each) => each.includes('start-up:'))
    return { wallMs, cpuMs, phases: line === undefined ? new Map() : parsePhases(line) }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
}

async function timeHelp(): Promise<Run> {
  await ensureServerBundle()
  const started = performance.now()
  const child = spawn(process.execPath, [bin, '--help'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  let cpuMs: number | undefined
  // The last reading before the process is reaped.
  const reading = setInterval(() => {
    cpuMs = cpuMsOf(child.pid) ?? cpuMs
  }, 5)
  await new Promise((resolve) => child.once('exit', resolve))
  clearInterval(reading)
  return { wallMs: performance.now() - started, cpuMs, phases: new Map() }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

function report(label: string, runs: Run[], target: string) {
  const walls = runs.map((run) => run.wallMs)
  const cpus = runs.flatMap((run) => (run.cpuMs === undefined ? [] : [run.cpuMs]))
  const cpu = cpus.length === 0 ? '' : `  cpu median ${seconds(median(cpus))}`
  console.log(
    `${label.padEnd(40)} median ${seconds(median(walls))}  min ${seconds(Math.min(...walls))}  max ${seconds(Math.max(...walls))}${cpu}  (${runs.length} runs; target ${target})`,
  )
  const names = [...new Set(runs.flatMap((run) => [...run.phases.keys()]))]
  if (names.length === 0) return
  const phases = names.map((name) => `${name} ${median(runs.map((run) => run.phases.get(name) ?? 0))}`)
  console.log(`${''.padEnd(40)} phases (median ms): ${phases.join(', ')}`)
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
const loadBefore = load()
const cacheDir = defaultSnapshotCacheDir()
const snapshotFile = cacheDir === undefined ? undefined : snapshotFileIn(cacheDir)
const snapshotBefore = snapshotFile !== undefined && existsSync(snapshotFile)
await ensureServerBundle()
const help: Run[] = []
for (let run = 0; run < HELP_RUNS; run += 1) help.push(await timeHelp())
const cold: Run[] = []
const warm: Run[] = []
for (let run = 0; run < RUNS; run += 1) {
  const dataDir = await mkdtemp(join(tmpdir(), 'tamga-bench-start-'))
  try {
    cold.push(await timeStart(dataDir))
    warm.push(await timeStart(dataDir))
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}
console.log(
  `node ${process.version}, the bundled server, PGlite, examples/heritage; load average ${loadBefore} before, ${load()} after`,
)
console.log(
  snapshotBefore
    ? `new data folders unpacked from ${snapshotFile}\n`
    : 'no PGlite snapshot at first: the first new data folder ran initdb (and left one)\n',
)
report('tamga --help', help, '≤ 0.3 s')
report('start, new data folder (migrate, seed)', cold, '≤ 8 s on a quiet machine')
report('start, existing data folder', warm, '≤ 3 s on a quiet machine')
