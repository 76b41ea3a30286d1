import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, sep } from 'node:path'
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'

/** How a PGlite data folder came to be open. */
export type PgliteFolderOrigin = 'existing' | 'snapshot' | 'initdb'

/** Where and how to open PGlite's data folder. */
export interface OpenPgliteFolderOptions {
  /** The folder PGlite keeps the cluster in (`PG_VERSION` and the rest). */
  folder: string
  /** PGlite's type parsers. */
  parsers?: PGliteOptions['parsers']
  /**
   * The folder holding the empty-cluster snapshot; `null` for none (every new folder runs initdb).
   * @default {@link defaultSnapshotCacheDir}
   */
  snapshotCacheDir?: string | null | undefined
}

/** The installed PGlite's version, read from its manifest beside the module Node resolved. */
function installedPglite(): { version: string; root: string } | undefined {
  let folder = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  for (;;) {
    const manifest = join(folder, 'package.json')
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string }
      if (name === '@electric-sql/pglite' && typeof version === 'string') return { version, root: folder }
    }
    const parent = dirname(folder)
    if (parent === folder) return undefined
    folder = parent
  }
}

/**
 * `node_modules/.cache/tamga` of the `node_modules` PGlite is installed in (where Babel, ESLint
 * and Vite keep their caches too): removed with the dependencies, so never older than them.
 * Undefined when PGlite is not under a `node_modules`.
 */
export function defaultSnapshotCacheDir(): string | undefined {
  const root = installedPglite()?.root
  const at = root?.indexOf(`${sep}node_modules${sep}`)
  if (root === undefined || at === undefined || at < 0) return undefined
  return join(root.slice(0, at), 'node_modules', '.cache', 'tamga')
}

/**
 * The snapshot's file for the installed PGlite: its name carries the version, so an upgraded
 * PGlite (whose initdb may lay out another cluster) never loads an older one's snapshot.
 */
export function snapshotFileIn(cacheDir: string): string | undefined {
  const version = installedPglite()?.version
  return version === undefined ? undefined : join(cacheDir, `pglite-${version}-empty-cluster.tar`)
}

/** Writes `data` to `file` whole or not at all: aside, then renamed. Best effort: a cache that cannot be written is no error. */
async function writeWhole(file: string, data: Blob): Promise<void> {
  const partial = `${file}.${process.pid}.partial`
  try {
    await mkdir(dirname(file), { recursive: true })
    await writeFile(partial, Buffer.from(await data.arrayBuffer()))
    await rename(partial, file)
  } catch {
    await rm(partial, { force: true }).catch(() => {})
  }
}

/**
 * Opens PGlite on a data folder. An existing cluster is resumed. A new one is unpacked from a
 * snapshot of an empty cluster (about a second) instead of running initdb (7 to 20 seconds on
 * two busy cores); the snapshot is taken from the first folder this PGlite version initialises,
 * straight after initdb, before anything is written to it. A snapshot that does not load is
 * removed and the folder initialised by initdb, which makes a new snapshot.
 */
export async function openPgliteFolder(
  options: OpenPgliteFolderOptions,
): Promise<{ client: PGlite; origin: PgliteFolderOrigin }> {
  const { folder, parsers } = options
  await mkdir(folder, { recursive: true })
  if (existsSync(join(folder, 'PG_VERSION'))) {
    return { client: await PGlite.create({ dataDir: folder, parsers }), origin: 'existing' }
  }
  const cacheDir = options.snapshotCacheDir === undefined ? defaultSnapshotCacheDir() : options.snapshotCacheDir
  const snapshotFile = cacheDir === null || cacheDir === undefined ? undefined : snapshotFileIn(cacheDir)
  if (snapshotFile !== undefined && existsSync(snapshotFile)) {
    try {
      const snapshot = new Blob([await readFile(snapshotFile)])
      return { client: await PGlite.create({ dataDir: folder, parsers, loadDataDir: snapshot }), origin: 'snapshot' }
    } catch {
      // The folder had no cluster before: what the failed load left in it is removed with the snapshot.
      await rm(snapshotFile, { force: true })
      await rm(folder, { recursive: true, force: true })
      await mkdir(folder, { recursive: true })
    }
  }
  const client = await PGlite.create({ dataDir: folder, parsers })
  if (snapshotFile !== undefined) await writeWhole(snapshotFile, await client.dumpDataDir('none'))
  return { client, origin: 'initdb' }
}
