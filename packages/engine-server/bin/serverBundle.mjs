// The server as it runs in production: the CLI and everything it imports from this workspace
// (`src/` and the `@tamga/` packages it depends on: schema, codegen, the site's server renderer, the Lambda importer) bundled by esbuild into plain
// JavaScript under `dist/server/`, the npm dependencies left to Node. Running TypeScript through
// tsx costs a hooks thread, a transform and a source map per module: measured with the heritage example, 573 MB of RSS
// against 388 MB for the bundle, and three processes instead of one. `npm start` and `npm test`
// build it when a source changed; `bin/tamga.mjs` runs it when it is current and falls back to
// the sources through tsx otherwise, so an edit is never run stale.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..')
const workspaceRoot = join(packageRoot, '..', '..')
const bundleDir = join(packageRoot, 'dist', 'server')
const stampFile = join(bundleDir, '.source-hash')
const entry = join(bundleDir, 'main.js')

/**
 * A workspace folder and every workspace package it uses, directly or through another, read
 * from the manifests (so a new package is never missed): what a build of that folder is made of.
 */
export function workspaceFolders(folder, seen = new Set()) {
  if (seen.has(folder)) return seen
  seen.add(folder)
  const manifest = JSON.parse(readFileSync(join(workspaceRoot, folder, 'package.json'), 'utf8'))
  const used = { ...manifest.peerDependencies, ...manifest.dependencies }
  for (const [name, version] of Object.entries(used)) {
    if (!String(version).startsWith('workspace:') || !name.startsWith('@tamga/')) continue
    workspaceFolders(join('packages', name.slice('@tamga/'.length)), seen)
  }
  return seen
}

/** Every file the bundle is made of, hashed: sources (tests aside), manifests and the lockfile. */
export function serverSourceHash() {
  const hash = createHash('sha256')
  const add = (path) => {
    hash.update(path)
    hash.update(readFileSync(join(workspaceRoot, path)))
  }
  const visit = (folder) => {
    const entries = readdirSync(join(workspaceRoot, folder), { withFileTypes: true })
    for (const item of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const path = join(folder, item.name)
      if (item.isDirectory()) visit(path)
      else if (!item.name.endsWith('.test.ts')) add(path)
    }
  }
  for (const folder of [...workspaceFolders('packages/engine-server')].sort()) {
    visit(`${folder}/src`)
    add(`${folder}/package.json`)
  }
  if (existsSync(join(workspaceRoot, 'pnpm-lock.yaml'))) add('pnpm-lock.yaml')
  return hash.digest('hex')
}

/** The bundle's entry when it was built from the sources as they are now; undefined otherwise. */
export function currentServerBundle() {
  if (!existsSync(entry) || !existsSync(stampFile)) return undefined
  return readFileSync(stampFile, 'utf8').trim() === serverSourceHash() ? entry : undefined
}

/** Builds the bundle unless it is current; answers its entry. */
export async function ensureServerBundle() {
  const current = currentServerBundle()
  if (current !== undefined) return current
  const { build } = await import('esbuild')
  const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8'))
  // The server's own npm dependencies stay imports Node resolves from this package; workspace
  // packages are bundled from their TypeScript source (with their dependencies the server does
  // not have itself), so nothing needs a build of its own.
  const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@tamga/'))
  const wanted = serverSourceHash()
  // Built aside and moved in whole, so a process starting meanwhile never finds half a bundle.
  const partial = `${bundleDir}.${process.pid}`
  rmSync(partial, { recursive: true, force: true })
  await build({
    entryPoints: { main: join(packageRoot, 'src', 'cli', 'main.ts') },
    outdir: partial,
    bundle: true,
    // Code split at the dynamic imports, so Excel and PDF code load only when used, as from source.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    conditions: ['@tamga/source'],
    external,
    // Readable stack traces without a source map: names kept, nothing minified.
    keepNames: true,
    logLevel: 'warning',
    // ESM output has no `require`; a bundled CommonJS dependency may still call it.
    banner: {
      js: "import { createRequire as __tamgaRequire } from 'node:module'; const require = __tamgaRequire(import.meta.url);",
    },
  })
  writeFileSync(join(partial, '.source-hash'), `${wanted}\n`)
  rmSync(bundleDir, { recursive: true, force: true })
  renameSync(partial, bundleDir)
  return entry
}
