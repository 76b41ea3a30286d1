// GraphiQL's page (`/api/graphiql`) as the browser runs it: the page's code
// (`src/graphql/graphiql/graphiqlPage.tsx`, with React, the `graphiql` package and its Monaco
// editor) and Monaco's three workers (the editor's, JSON's for the variables, GraphQL's),
// bundled by esbuild from the npm packages into `dist/graphiql/`, which the server serves under
// `/api/graphiql/assets/`. Nothing comes from a CDN. `npm start`, `npm test` and
// `node scripts/run.mjs build` make it when its sources changed, as they do the portal.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..')
const workspaceRoot = join(packageRoot, '..', '..')
const sourceDir = join(packageRoot, 'src', 'graphql', 'graphiql')
/** Where the bundle is written, and served from. */
export const graphiqlBundleDir = join(packageRoot, 'dist', 'graphiql')
const stampFile = join(graphiqlBundleDir, '.source-hash')

/** The page's sources and the lockfile (the packages' versions), hashed. */
function graphiqlSourceHash() {
  const hash = createHash('sha256')
  for (const name of readdirSync(sourceDir).sort()) {
    if (name.endsWith('.test.ts')) continue
    hash.update(name)
    hash.update(readFileSync(join(sourceDir, name)))
  }
  hash.update(readFileSync(join(packageRoot, 'package.json')))
  const lockfile = join(workspaceRoot, 'pnpm-lock.yaml')
  if (existsSync(lockfile)) hash.update(readFileSync(lockfile))
  return hash.digest('hex')
}

/** Whether the bundle was built from the sources as they are now. */
export function graphiqlBundleIsCurrent() {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === graphiqlSourceHash()
}

/**
 * Monaco's worker scripts, resolved where the `graphiql` package finds Monaco (pnpm keeps them
 * out of this package's own reach).
 */
function workerEntries() {
  const fromGraphiql = createRequire(createRequire(join(packageRoot, 'package.json')).resolve('graphiql'))
  const fromReact = createRequire(fromGraphiql.resolve('@graphiql/react'))
  const monaco = dirname(fromReact.resolve('monaco-editor/package.json'))
  const monacoGraphql = dirname(fromReact.resolve('monaco-graphql/package.json'))
  return {
    'editor.worker': join(monaco, 'esm', 'vs', 'editor', 'editor.worker.js'),
    'json.worker': join(monaco, 'esm', 'vs', 'language', 'json', 'json.worker.js'),
    'graphql.worker': join(monacoGraphql, 'esm', 'graphql.worker.js'),
  }
}

/** Builds the bundle unless it is current; answers its folder. */
export async function ensureGraphiqlBundle() {
  if (graphiqlBundleIsCurrent()) return graphiqlBundleDir
  const { build } = await import('esbuild')
  const wanted = graphiqlSourceHash()
  // Built aside and moved in whole, so a server never serves half a bundle.
  const partial = `${graphiqlBundleDir}.${process.pid}`
  rmSync(partial, { recursive: true, force: true })
  const common = {
    bundle: true,
    minify: true,
    target: 'es2022',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
    legalComments: 'linked',
  }
  await build({
    ...common,
    entryPoints: { graphiql: join(sourceDir, 'graphiqlPage.tsx') },
    outdir: partial,
    format: 'esm',
    jsx: 'automatic',
    // Monaco's codicons.
    loader: { '.ttf': 'file', '.woff': 'file', '.woff2': 'file' },
    assetNames: '[name]',
  })
  // Classic workers, each one file, started by the page from the same folder.
  await build({ ...common, entryPoints: workerEntries(), outdir: partial, format: 'iife' })
  writeFileSync(join(partial, '.source-hash'), `${wanted}\n`)
  rmSync(graphiqlBundleDir, { recursive: true, force: true })
  renameSync(partial, graphiqlBundleDir)
  return graphiqlBundleDir
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await ensureGraphiqlBundle()
  console.log(`GraphiQL bundled into ${graphiqlBundleDir}`)
}
