#!/usr/bin/env node
// The two commands a fresh clone needs: `npm start` and `npm test`.
// Both make sure the workspace's dependencies match the lockfile (installing pnpm
// itself through npx when it is missing) before doing their job.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureGraphiqlBundle, graphiqlBundleIsCurrent } from '../packages/engine-server/bin/graphiqlBundle.mjs'
import {
  currentServerBundle,
  ensureServerBundle,
  workspaceFolders,
} from '../packages/engine-server/bin/serverBundle.mjs'
import { serverHeapFlags } from '../packages/engine-server/bin/serverHeap.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const pnpmSpec = rootManifest.packageManager // e.g. pnpm@10.34.9
const stampFile = join(root, 'node_modules', '.tamga-install-stamp')

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options })
  if (result.error) throw result.error
  return result.status ?? 1
}

function pnpmCommand() {
  const wanted = pnpmSpec.split('@')[1]
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' })
  if (probe.status === 0 && probe.stdout.trim() === wanted) return ['pnpm', []]
  return ['npx', ['--yes', pnpmSpec]]
}

/** Every file whose change means the installed tree may be stale. */
function installInputs() {
  const files = ['pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml']
  if (existsSync(join(root, 'bench', 'package.json'))) files.push('bench/package.json')
  for (const group of ['packages', 'apps', 'examples']) {
    const dir = join(root, group)
    if (!existsSync(dir)) continue
    for (const name of readdirSync(dir)) {
      const manifest = join(group, name, 'package.json')
      if (existsSync(join(root, manifest))) files.push(manifest)
    }
  }
  const hash = createHash('sha256')
  for (const file of files.sort()) {
    hash.update(file)
    if (existsSync(join(root, file))) hash.update(readFileSync(join(root, file)))
  }
  return hash.digest('hex')
}

function ensureInstalled() {
  const wanted = installInputs()
  const have = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : ''
  if (have === wanted && existsSync(join(root, 'node_modules', '.modules.yaml'))) return
  const [command, prefix] = pnpmCommand()
  console.log(
    `Installing dependencies with ${pnpmSpec} (lockfile ${existsSync(join(root, 'pnpm-lock.yaml')) ? 'frozen' : 'new'})…`,
  )
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : []
  const status = run(command, [...prefix, 'install', ...frozen], {
    env: { ...process.env, npm_config_yes: 'true' },
  })
  if (status !== 0) process.exit(status)
  mkdirSync(dirname(stampFile), { recursive: true })
  writeFileSync(stampFile, `${installInputs()}\n`)
}

const bin = (name) => join(root, 'node_modules', '.bin', name)

/** Runs a command to its end without blocking this process; `quiet` keeps its output instead of showing it. */
function runAsync(command, args, { quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    let output = ''
    child.stdout?.on('data', (chunk) => {
      output += chunk
    })
    child.stderr?.on('data', (chunk) => {
      output += chunk
    })
    child.on('error', reject)
    child.on('close', (status) => resolve({ status: status ?? 1, output }))
  })
}

async function test() {
  // The browser tests start the server as `npm start` does: from the bundle.
  await ensureServerBundled()
  await ensureGraphiqlBundled()
  console.log('\n── lint')
  const linted = run(bin('biome'), ['check', '.'])
  if (linted !== 0) {
    console.error('lint failed')
    process.exit(linted)
  }
  // The type check runs beside the tests, at the lowest priority: the browser tests leave about
  // a third of two cores idle while Chromium and the server work, which the two minutes of tsc
  // fill without slowing them; run one after the other, the two took two minutes longer.
  const typecheck = runAsync(process.execPath, [join(root, 'scripts', 'typecheck.mjs'), '--low-priority'], {
    quiet: true,
  })
  console.log('\n── tests (the typecheck runs beside them)')
  const report = join(mkdtemp(), 'vitest.json')
  const tested = await runAsync(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ])
  const summary = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined
  rmSync(dirname(report), { recursive: true, force: true })
  const typechecked = await typecheck
  console.log('\n── typecheck')
  process.stdout.write(typechecked.output)
  if (typechecked.status !== 0) console.error('typecheck failed')
  if (summary !== undefined) {
    const { numPassedTests, numFailedTests, numPendingTests } = summary
    console.log(`\ntests: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`)
  }
  process.exit(tested.status !== 0 ? tested.status : typechecked.status)
}

function mkdtemp() {
  const dir = join(tmpdir(), `tamga-test-${process.pid}`)
  mkdirSync(dir, { recursive: true })
  return dir
}

/**
 * Every file a build of `folder` depends on, hashed: its sources and those of every workspace
 * package it bundles (the portal bundles the renderer, the builder and the schema), and the
 * lockfile. Tests and browser tests are left out: they are not bundled. The build is redone
 * only when this changes.
 */
function sourceHash(folder) {
  const hash = createHash('sha256')
  const visit = (path) => {
    const full = join(root, path)
    if (!existsSync(full)) return
    const entries = readdirSync(full, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))
    for (const entry of entries) {
      const child = join(path, entry.name)
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'e2e'].includes(entry.name)) visit(child)
      } else if (!/\.test\.tsx?$/.test(entry.name)) {
        hash.update(child)
        hash.update(readFileSync(join(root, child)))
      }
    }
  }
  for (const each of [...workspaceFolders(folder)].sort()) visit(each)
  hash.update(readFileSync(join(root, 'pnpm-lock.yaml')))
  hash.update(`NODE_ENV=${BUILD_NODE_ENV}`)
  return hash.digest('hex')
}

/**
 * Vite builds React and antd in their development modes when NODE_ENV says so, as it does inside
 * a test run (vitest sets it to `test`): several times slower, and not what anyone is served.
 * Every build is the production build.
 */
const BUILD_NODE_ENV = 'production'

/**
 * Builds a browser app with its Vite configuration when its sources changed since the last
 * build: the portal into apps/portal/dist, the public site into packages/site/dist/client.
 */
function ensureBuilt(folder, outDir, what) {
  const stamp = join(root, outDir, '.source-hash')
  const wanted = sourceHash(folder)
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === wanted) return
  console.log(`Building ${what}…`)
  const vite = join(root, folder, 'node_modules', 'vite', 'bin', 'vite.js')
  const status = run(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: join(root, folder),
    env: { ...process.env, NODE_ENV: BUILD_NODE_ENV },
  })
  if (status !== 0) process.exit(status)
  writeFileSync(stamp, `${wanted}\n`)
}

/** Bundles the server into packages/engine-server/dist/server when its sources changed since the last bundle. */
async function ensureServerBundled() {
  if (currentServerBundle() !== undefined) return
  console.log('Bundling the server…')
  await ensureServerBundle()
}

/** GraphiQL's page (`/api/graphiql`), bundled into packages/engine-server/dist/graphiql when its sources changed. */
async function ensureGraphiqlBundled() {
  if (graphiqlBundleIsCurrent()) return
  console.log('Bundling GraphiQL…')
  await ensureGraphiqlBundle()
}

/** The portal and the public site's browser code, built where the server serves them from by default. */
function buildApps() {
  ensureBuilt('apps/portal', 'apps/portal/dist', 'the portal')
  ensureBuilt('packages/site', 'packages/site/dist/client', 'the public site')
}

async function start() {
  buildApps()
  await ensureGraphiqlBundled()
  await ensureServerBundled()
  // The heap cap given to Node here, so the server runs in this child and not in one of its own.
  const status = run(process.execPath, [
    ...serverHeapFlags(),
    join(root, 'packages', 'engine-server', 'bin', 'tamga.mjs'),
    'start',
    ...process.argv.slice(3),
  ])
  process.exit(status)
}

const task = process.argv[2]
ensureInstalled()
if (task === 'test') await test()
else if (task === 'start') await start()
else if (task === 'install') process.exit(0)
else if (task === 'build') {
  buildApps()
  await ensureGraphiqlBundled()
} else {
  console.error(`usage: node scripts/run.mjs start|test|install|build (got ${task ?? 'nothing'})`)
  process.exit(2)
}
