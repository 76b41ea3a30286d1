import { createHash } from 'node:crypto'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import type { Plugin } from 'vite'

/** The folder, inside the build output, that holds the build manifests of spec 7. */
export const BUILDS_DIR = 'builds'

/** How many hexadecimal digits of the content hash make a build id. */
export const BUILD_ID_LENGTH = 16

/**
 * What the client bundle holds in place of its build id until the bundle is complete. It has
 * the length of a real id, so replacing it moves no byte of the code and source maps stay right.
 */
export const BUILD_ID_PLACEHOLDER = 'TAMGA_BUILD_ID__'

/** The build id the app reports when Vite serves it in development, where no build exists. */
export const DEV_BUILD_ID = 'dev'

/** One file of the build output, as the manifest sees it. */
export interface EmittedFile {
  /** The path inside the output folder, e.g. `assets/index-Bq3x.js`. */
  fileName: string
  /** The file's contents. */
  content: string | Uint8Array
}

/** `builds/latest.json`: which build the server holds now (spec 7). */
export interface LatestBuild {
  /** The build id: a hash of every emitted file. */
  id: string
  /** When the build was made, in milliseconds since 1970. */
  timestamp: number
}

/** `builds/meta/{id}.json`: the description of one build (spec 7). */
export interface BuildMeta extends LatestBuild {
  /** Every file the build emitted, sorted, without the manifests themselves. */
  files: string[]
}

/** The two manifests of one build and the paths they are written to. */
export interface BuildManifest {
  latest: LatestBuild
  meta: BuildMeta
  /** `builds/latest.json`. */
  latestFileName: string
  /** `builds/meta/{id}.json`. */
  metaFileName: string
}

/** The part of a Rollup output bundle {@link refreshCompressedCopies} reads and changes. */
type OutputBundle = Record<string, { type: 'chunk' | 'asset'; source?: string | Uint8Array }>

/**
 * Compresses a chunk's final code again into the brotli and gzip copies the compression plugin
 * (vite.config.ts) emitted beside it, if it did: that plugin compresses the bundle before this
 * one puts the build id in, and a copy still holding the placeholder would make every browser
 * that is sent it (all of them) see a build other than the server's and reload.
 */
export function refreshCompressedCopies(bundle: OutputBundle, fileName: string, code: string): void {
  const brotli = bundle[`${fileName}.br`]
  if (brotli?.type === 'asset')
    brotli.source = brotliCompressSync(code, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } })
  const gzip = bundle[`${fileName}.gz`]
  if (gzip?.type === 'asset') gzip.source = gzipSync(code, { level: zlib.Z_BEST_COMPRESSION })
}

/**
 * Hashes the emitted files into a build id. Names and contents both count, in name order, so
 * the same sources always give the same id and any change to any file gives a new one.
 *
 * @example buildIdOf([{ fileName: 'index.html', content: '<html></html>' }]) // 'e1c4…' (16 digits)
 */
export function buildIdOf(files: readonly EmittedFile[]): string {
  const hash = createHash('sha256')
  for (const file of [...files].sort((a, b) => (a.fileName < b.fileName ? -1 : a.fileName > b.fileName ? 1 : 0))) {
    hash.update(file.fileName)
    hash.update('\0')
    hash.update(file.content)
    hash.update('\0')
  }
  return hash.digest('hex').slice(0, BUILD_ID_LENGTH)
}

/**
 * Describes one build: its id (see {@link buildIdOf}), its time, and the manifests a client
 * reads to notice a newer build. Files already under `builds/` are left out, so a manifest never
 * hashes another manifest.
 */
export function buildManifestOf(files: readonly EmittedFile[], timestamp: number): BuildManifest {
  const content = files.filter((file) => !file.fileName.startsWith(`${BUILDS_DIR}/`))
  const id = buildIdOf(content)
  return {
    latest: { id, timestamp },
    meta: { id, timestamp, files: content.map((file) => file.fileName).sort() },
    latestFileName: `${BUILDS_DIR}/latest.json`,
    metaFileName: `${BUILDS_DIR}/meta/${id}.json`,
  }
}

/** Options of {@link buildManifest}. */
export interface BuildManifestOptions {
  /**
   * The clock that stamps the build; tests pass a fixed one.
   * @default Date.now
   */
  now?: () => number
}

/**
 * The Vite plugin that versions each build (spec 7). It makes `import.meta.env.TAMGA_BUILD_ID`
 * the build's id in the client and, once every other file is emitted, writes
 * `builds/latest.json` (`{ id, timestamp }`) and `builds/meta/{id}.json` beside them.
 *
 * The id hashes the bundle while the client still holds {@link BUILD_ID_PLACEHOLDER}; the
 * placeholder is then replaced by the id. Identical sources therefore give an identical id and
 * identical bytes, which the long-lived caching of hashed assets relies on.
 *
 * @example defineConfig({ plugins: [react(), buildManifest()] })
 */
export function buildManifest(options: BuildManifestOptions = {}): Plugin {
  const now = options.now ?? Date.now
  return {
    name: 'tamga:build-manifest',
    enforce: 'post',
    config(_config, env) {
      const id = env.command === 'build' ? BUILD_ID_PLACEHOLDER : DEV_BUILD_ID
      return { define: { 'import.meta.env.TAMGA_BUILD_ID': JSON.stringify(id) } }
    },
    generateBundle: {
      // After Vite has emitted index.html, so the page itself counts towards the id.
      order: 'post',
      handler(_outputOptions, bundle) {
        const files = Object.values(bundle).map((output) => ({
          fileName: output.fileName,
          content: output.type === 'chunk' ? output.code : output.source,
        }))
        const manifest = buildManifestOf(files, now())
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && output.code.includes(BUILD_ID_PLACEHOLDER)) {
            output.code = output.code.replaceAll(BUILD_ID_PLACEHOLDER, manifest.latest.id)
            refreshCompressedCopies(bundle, output.fileName, output.code)
          }
        }
        this.emitFile({
          type: 'asset',
          fileName: manifest.latestFileName,
          source: `${JSON.stringify(manifest.latest)}\n`,
        })
        this.emitFile({
          type: 'asset',
          fileName: manifest.metaFileName,
          source: `${JSON.stringify(manifest.meta, null, 2)}\n`,
        })
      },
    },
  }
}
